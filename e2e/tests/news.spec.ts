import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueClientIp } from '../support/client-ip.ts';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { RUNNER_PASSWORD, signUpRunner } from '../support/runner.ts';

// Issue 12: an admin publishes news a visitor reads; a runner reports a comment a moderator hides.
const ADMIN_EMAIL = 'e2e.admin@example.com'; // ADMIN_EMAILS in playwright.config.ts

/** Signs the admin in on `request` (registering the account the first time). */
async function signInAdmin(request: APIRequestContext) {
  await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': uniqueClientIp() },
    data: {
      email: ADMIN_EMAIL,
      password: RUNNER_PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      sex: 'prefer-not-to-say',
      dateOfBirth: '1985-02-03',
      location: 'Bondi, NSW 2026',
      autoVerify: true,
    },
  });
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: RUNNER_PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  logBrowserErrors(page);
  return page;
}

async function axe(page: Page, route: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('an admin writes and publishes an article that a visitor reads', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAdmin(admin.request);
  await admin.goto('/admin/news/new');
  const title = `Trail season opens ${Date.now()}`;
  await admin.getByLabel('Title').fill(title);
  await admin
    .getByLabel('Article (Markdown)')
    .fill('The **trails** are open again.\n\n- Bring water\n- Tell someone');
  await admin.getByLabel('Tags').fill('trails, safety');
  // The live preview shows the rendered Markdown.
  await expect(admin.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('trails');
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Article published', { exact: true })).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/news\/\d+$/);

  const visitor = await newPage(browser);
  await visitor.goto('/news');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('article strong')).toHaveText('trails');
  await expect(visitor.getByRole('link', { name: '#safety' })).toBeVisible();
  // The page's HTML itself carries the article for link previews and crawlers.
  const html = await (await visitor.request.get(visitor.url())).text();
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toContain('"@type":"NewsArticle"');
  expect(html).toContain('application/rss+xml');
});

test('a runner reports a comment and a moderator hides it', async ({ browser }) => {
  const author = await newPage(browser);
  await signUpRunner(author.request, 'Rex', 'Rude');
  const event = await createEventViaApi(author.request);
  const comment = await author.request.post(`/api/events/${event.id}/comments`, {
    data: { content: 'Only slow people come to this run', isQuickComment: false },
  });
  expect(comment.status()).toBe(201);

  const reporter = await newPage(browser);
  await signUpRunner(reporter.request, 'Mia', 'Kind');
  await reporter.goto(`/events/${event.id}`);
  await reporter.getByRole('button', { name: 'Report the comment by Rex' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this comment' });
  await dialog.getByLabel('Harassment or bullying').check();
  await dialog.getByLabel('Details (optional)').fill('Mean to beginners');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Thanks for your report').first()).toBeVisible();

  // The admin appoints a moderator, who deals with the report.
  const admin = await newPage(browser);
  await signInAdmin(admin.request);
  const moderator = await newPage(browser);
  const moderatorEmail = await signUpRunner(moderator.request, 'Mo', 'Derator');
  const granted = await admin.request.post('/api/admin/staff', {
    data: { email: moderatorEmail, role: 'moderator' },
  });
  expect(granted.ok()).toBe(true);
  await moderator.goto('/admin');
  const item = moderator.getByTestId('report-item').filter({ hasText: 'Only slow people come to this run' });
  await expect(item).toContainText('Mean to beginners');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(moderator.getByText('Content hidden', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  await reporter.reload();
  await expect(reporter.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(reporter.getByText('Only slow people come to this run')).toHaveCount(0);
  // Its author is told in-app.
  await author.goto('/notifications');
  await expect(author.getByText('Your post was hidden')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the news and admin pages pass axe at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await newPage(browser);
    await admin.setViewportSize({ width, height: 900 });
    await signInAdmin(admin.request);
    const list = await admin.request.get('/api/news');
    const slug = ((await list.json()) as { items: { slug: string }[] }).items[0]!.slug;
    const mine = (await (await admin.request.get('/api/admin/news')).json()) as { id: number }[];
    const routes = ['/news', `/news/${slug}`, '/admin', '/admin/news', '/admin/news/new'];
    if (mine[0]) routes.push(`/admin/news/${mine[0].id}`);
    const problems: string[] = [];
    for (const route of routes) {
      await admin.goto(route);
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
      await admin.waitForLoadState('networkidle');
      problems.push(...(await axe(admin, `${route} @${width}`)));
    }
    expect(problems).toEqual([]);
  });
}
