import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewRunner } from '../support/runner.ts';

// Every route of SPEC section 2 at desktop and phone widths, signed out and signed in: axe must report
// no WCAG 2.2 A/AA violation. Token pages use a dummy token (they render their error state).
const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/auth?mode=register',
  '/auth?mode=login',
  '/auth?mode=forgot',
  '/signup',
  '/verify-email/not-a-real-token',
  '/reset-password/not-a-real-token',
  '/registration-success',
  '/faqs',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/demo',
  '/news',
  '/events/1',
  '/club-sync',
  '/strava-sync',
  '/training-plan-dashboard',
  '/training-plan-wizard',
  '/no/such/page',
];
const SIGNED_IN_ROUTES = [
  '/',
  '/create',
  '/create-visual',
  '/my-events',
  '/calendar',
  '/contact',
  '/notifications',
  '/profile',
  '/parkruns',
  '/about',
  '/faqs',
  '/privacy-policy',
  '/demo',
  '/find-runclub',
  '/create-runclub',
  '/club-signup',
  '/signup',
  '/strava-sync',
  '/club-sync',
  '/profile-setup',
  '/news',
  '/buddy-matching',
  '/notification-preferences',
  '/training-partners',
  '/training-plan-wizard',
  '/training-plan-dashboard',
  '/community-heat-map',
  '/events/1',
  '/events/1/edit',
  '/no/such/page',
];
const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } };

async function violations(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Let the social panel (1 s) and lazy chunks settle so they are checked too.
  await page.waitForTimeout(1200);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Leaflet's tile layer is an external service image grid; it is checked by the map feature's own tests.
    .exclude('.leaflet-tile-pane')
    .analyze();
  return results.violations.map(
    (v) =>
      `${route}: ${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });
    test.setTimeout(240_000);

    test('signed out: every route', async ({ page }) => {
      const found: string[] = [];
      for (const route of PUBLIC_ROUTES) found.push(...(await violations(page, route)));
      expect(found).toEqual([]);
    });

    test('signed in: every route', async ({ page }) => {
      await signInAsNewRunner(page);
      const found: string[] = [];
      for (const route of SIGNED_IN_ROUTES) found.push(...(await violations(page, route)));
      expect(found).toEqual([]);
    });
  });
}
