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
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

// One load per route, checked at both widths: the layout switches on media queries, so resizing the
// page re-renders it for the phone without paying for a second navigation.
async function violations(page: Page, route: string) {
  const found: string[] = [];
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto(route);
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    // Lazy chunks a width pulls in (the phone's bottom bar, menus) settle before axe looks.
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      // Leaflet's tile layer is an external service image grid; it is checked by the map feature's own tests.
      .exclude('.leaflet-tile-pane')
      .analyze();
    for (const v of results.violations) {
      const nodes = v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ');
      found.push(`${route} at ${viewport.width}px: ${v.id} (${v.impact}) ${nodes}`);
    }
  }
  return found;
}

test.describe('axe, signed out', () => {
  for (const route of PUBLIC_ROUTES) {
    test(route, async ({ page }) => {
      expect(await violations(page, route)).toEqual([]);
    });
  }
});

test.describe('axe, signed in', () => {
  for (const route of SIGNED_IN_ROUTES) {
    test(route, async ({ page }) => {
      await signInAsNewRunner(page);
      expect(await violations(page, route)).toEqual([]);
    });
  }
});

// On a phone the floating Create Event button sits inside the tab bar's landmark, and the map's
// search-centre pin is no click target under the radius shading (issue 30: axe region, target-size).
test.describe('axe region and target size on a phone, signed in', () => {
  for (const route of ['/', '/find-runclub', '/my-events', '/notifications']) {
    test(route, async ({ page }) => {
      await signInAsNewRunner(page);
      await page.setViewportSize(WIDTHS[1]!);
      await page.goto(route);
      await expect(page.locator('main#main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withRules(['region', 'target-size'])
        .exclude('.leaflet-tile-pane')
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    });
  }
});
