import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as contracts from '../../packages/contracts/src/index.ts';
import { wizardAnswers } from '../../apps/server/test/helpers/training-plan-answers.ts';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

// Issue 26: every page a signed-in runner can reach, in all 8 languages, shows neither a stored option
// code ('half_marathon', '8k/5mi', 'OCR') nor a translation key, an unfilled {{variable}} or English left
// behind in another language. Key completeness of the locale files is scripts/check-i18n.mjs's job
// (npm run check:i18n -w @stride/web); this test looks at what the pages really show, data included.

const LANGUAGES = contracts.LANGUAGES;
type Language = (typeof LANGUAGES)[number];
const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

// ---------------------------------------------------------------------------------------------------
// What the locale files and the contracts say

type Flat = Map<string, string>;
function flatten(tree: unknown, prefix: string, out: Flat): Flat {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}

/** Every string of a language, keyed 'namespace:path' (English messages from the contracts' registry). */
function localeStrings(language: Language): Flat {
  const out: Flat = new Map();
  for (const file of readdirSync(path.join(LOCALES, language))) {
    const tree: unknown = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8'));
    for (const [key, value] of flatten(tree, '', new Map()))
      out.set(`${file.replace(/\.json$/, '')}:${key}`, value);
  }
  if (language === 'en') {
    for (const code of contracts.MESSAGE_CODES) out.set(`messages:${code}`, contracts.englishTemplate(code));
  }
  return out;
}

const STRINGS = new Map(LANGUAGES.map((lng) => [lng, localeStrings(lng)]));
const NAMESPACES = [...new Set([...STRINGS.get('en')!.keys()].map((k) => k.split(':')[0]!))];
/** Key paths without their namespace and plural suffix: 'options.distance.halfMarathon'. */
const KEY_PATHS = new Set(
  [...STRINGS.get('en')!.keys()].map((k) =>
    k.split(':')[1]!.replace(/_(ordinal_)?(zero|one|two|few|many|other)$/, ''),
  ),
);

/** Stored option codes from the contracts' option lists. */
const OPTION_LISTS: readonly (readonly (string | number)[])[] = [
  contracts.EVENT_DISTANCE_OPTIONS,
  contracts.GOAL_DISTANCE_OPTIONS,
  contracts.PREFERRED_DISTANCE_OPTIONS,
  contracts.DIFFICULTY_OPTIONS,
  contracts.GOAL_STATUSES,
  contracts.SEX_OPTIONS,
  contracts.RECURRING_TYPES,
  contracts.ABILITY_LEVELS,
  contracts.ATTENDANCE_STATUSES,
  contracts.EVENT_TYPES,
  contracts.TIME_FILTERS,
  contracts.DISTANCE_FILTERS,
  contracts.WEEKDAYS,
  contracts.PREFERRED_TIMES,
  contracts.FLEXIBILITY_OPTIONS,
  contracts.GENDER_PREFERENCES,
  contracts.COMMUNICATION_STYLES,
  contracts.BUDDY_MATCH_STATUSES,
  contracts.BUDDY_SCORE_FACTORS,
  contracts.CLUB_ROLES,
  contracts.ROLES,
  contracts.REPORT_REASONS,
  contracts.NOTIFICATION_FREQUENCIES,
  contracts.EMAIL_KINDS,
  contracts.PLAN_GOAL_DISTANCES,
  contracts.WORKOUT_TYPES,
  contracts.PACE_ZONES,
  contracts.PLAN_PHASES,
  contracts.PLAN_TYPES,
  contracts.PLAN_STATUSES,
  contracts.TEMPLATE_CATEGORIES,
  contracts.TEMPLATE_DIFFICULTIES,
  contracts.TEMPLATE_EMPHASES,
  contracts.ADJUSTMENT_TYPES,
  contracts.ADJUSTMENT_REASONS,
  contracts.PLAN_CHECK_IN_STATUSES,
  contracts.PLAN_WARNINGS,
  contracts.WEATHER_CONDITIONS,
  contracts.ACTIVITY_SOURCES,
  contracts.CHALLENGE_METRICS,
];
const CODES = [...new Set(OPTION_LISTS.flat().map(String))];
/** Codes no wording has: 'half_marathon', 'prefer-not-to-say'. Wrong wherever they stand in a text. */
const COMPOUND_CODES = CODES.filter((c) => /[a-z][_-][a-z]/i.test(c));

/** Text split where lists and labels join ("5k, 10k", "Gold Coast Marathon · marathon"). */
const pieces = (line: string) =>
  line
    .split(/[,·•;|、，]|\s[–—-]\s/)
    .map((p) => p.trim().replace(/[:：.]$/, ''))
    .filter(Boolean);

interface Checks {
  /** Codes wrong when they stand alone: any code that is not also a wording in this language. */
  loneCodes: Set<string>;
  /** English texts this language words differently (and never uses itself). */
  english: Set<string>;
  /** A number written the English way where this language writes a decimal comma ("8.2 km" in German). */
  englishNumber: RegExp | null;
}

function checksFor(language: Language): Checks {
  const own = STRINGS.get(language)!;
  const ownValues = new Set([...own.values()].map((v) => v.trim()));
  const english = new Set<string>();
  if (language !== 'en') {
    for (const [key, value] of STRINGS.get('en')!) {
      const text = value.trim();
      if (text.includes('{{') || text.length < 4 || !/[A-Za-z]{3}/.test(text)) continue;
      if (own.get(key)?.trim() === text || ownValues.has(text)) continue;
      english.add(text);
    }
  }
  const comma = new Intl.NumberFormat(contracts.INTL_LOCALES[language]).format(1.5).includes(',');
  return {
    loneCodes: new Set(CODES.filter((c) => !ownValues.has(c))),
    english,
    // Not between dots or digits: "05.05.1990" is a German date; one or two decimals, as distances are
    // (coordinates have four); "21.1 km" inside an article's prose is its author's (short pieces only).
    englishNumber: comma ? /(?<![\d.,])\d+\.\d{1,2}(?![\d.])/ : null,
  };
}

const CHECKS = new Map(LANGUAGES.map((lng) => [lng, checksFor(lng)]));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const COMPOUND = new RegExp(`(?<![\\w-])(${COMPOUND_CODES.map(escape).join('|')})(?![\\w-])`);
const NAMESPACED_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')}):[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`);
const DOTTED = /[A-Za-z][\w-]*(?:\.[\w-]+)+/g;

/** Every problem in a page's text, each as "what: the text". */
function problemsIn(texts: readonly string[], language: Language): string[] {
  const { loneCodes, english, englishNumber } = CHECKS.get(language)!;
  const found = new Set<string>();
  for (const text of texts) {
    for (const raw of text.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const compound = COMPOUND.exec(line);
      if (compound) found.add(`raw option code "${compound[1]}" in "${line}"`);
      const key = NAMESPACED_KEY.exec(line);
      if (key) found.add(`translation key "${key[0]}" in "${line}"`);
      if (!line.includes('@') && !line.includes('://')) {
        for (const dotted of line.match(DOTTED) ?? [])
          if (KEY_PATHS.has(dotted)) found.add(`translation key "${dotted}" in "${line}"`);
      }
      if (/\{\{|\}\}/.test(line)) found.add(`unfilled placeholder in "${line}"`);
      if (english.has(line)) found.add(`English text "${line}"`);
      for (const piece of pieces(line)) {
        // A code alone in a label or a short list ("Gold Coast Marathon · marathon"), not a word in prose.
        if (line.length <= 80 && loneCodes.has(piece)) found.add(`raw option code "${piece}" in "${line}"`);
        if (piece !== line && english.has(piece)) found.add(`English text "${piece}" in "${line}"`);
        if (piece.length <= 30 && englishNumber?.test(piece))
          found.add(`number not in ${language}'s format: "${piece}" in "${line}"`);
      }
    }
  }
  return [...found];
}

// ---------------------------------------------------------------------------------------------------
// The runner and the pages

interface World {
  routes: string[];
}

/**
 * One runner whose pages show option values: training goals, preferred distances, level, days and
 * time; a club and a recurring club run with distances such as 1mi, 8k/5mi and OCR; a half marathon
 * plan in progress with a logged run; buddy matching on; a second runner who joins and comments (the
 * first runner's notifications).
 */
async function setUp(page: Page, browserNewPage: () => Promise<Page>): Promise<World> {
  const stamp = Date.now();
  await signUpRunner(page.request, 'Yuki', 'Harbour');
  const profile = await page.request.patch('/api/profile', {
    data: {
      preferredDistances: ['10k', 'half_marathon', 'fun_run', 'ultra'],
      goals: [
        {
          eventName: 'Gold Coast Marathon',
          distance: 'marathon',
          difficulty: 'intermediate',
          eventDate: isoDay(200),
          targetTime: '3:45:00',
          status: 'in_progress',
        },
        { eventName: 'City2Surf', distance: 'charity_run', difficulty: 'beginner', status: 'in_progress' },
        { eventName: 'Trail season', distance: 'trail_running', difficulty: 'advanced', status: 'paused' },
      ],
      bio: 'Early starts along the coast.',
      preferredPace: '5:30',
      experienceLevel: 'intermediate',
      availabilityDays: ['tuesday', 'thursday', 'saturday'],
      preferredTime: 'early_morning',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const clubRes = await page.request.post('/api/runclubs', {
    data: {
      name: `Tamarama Tide Runners ${stamp}`,
      location: 'Bondi, NSW 2026',
      description: 'Saturday and Wednesday runs on the coast walk.',
      runDays: ['wednesday', 'saturday'],
      distances: ['1mi', '8k/5mi', '10mi', 'Parkrun', 'OCR', 'Half Marathon', '50mi'],
      abilityLevels: ['beginner', 'all_welcome'],
      annualCost: 40,
    },
  });
  expect(clubRes.status(), await clubRes.text()).toBe(201);
  const club = (await clubRes.json()) as { id: number };

  const event = await createEventViaApi(page.request, {
    title: `Tamarama Tide Run ${stamp}`,
    clubId: club.id,
    distances: ['8k/5mi', 'Half Marathon', 'OCR', 'Fun Run'],
    abilityLevels: ['all_welcome', 'advanced'],
    terrain: 'Coastal path',
    difficulty: 'Moderate',
    meetingPoint: 'North Bondi surf club',
    isRecurring: true,
    recurringType: 'weekly',
    recurringEndDate: isoDay(40),
  });

  const plan = await page.request.post('/api/training-plans', { data: wizardAnswers() });
  expect(plan.status(), await plan.text()).toBe(201);
  const run = await page.request.post('/api/activities', {
    data: { date: isoDay(-1), distanceKm: 8.2, movingTimeSec: 2820, name: 'Coast walk run' },
  });
  expect(run.status(), await run.text()).toBe(201);
  expect((await page.request.put('/api/buddies/preferences', { data: {} })).ok()).toBeTruthy();

  // A second runner joins the run and the club and comments: notifications for the first.
  const other = await browserNewPage();
  await signUpRunner(other.request, 'Ines', 'Reef');
  expect((await other.request.post(`/api/events/${event.id}/join`, { data: {} })).ok()).toBeTruthy();
  expect((await other.request.post(`/api/runclubs/${club.id}/join`)).ok()).toBeTruthy();
  const comment = await other.request.post(`/api/events/${event.id}/comments`, {
    data: { content: 'See you at the surf club!' },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  // The first runner joins the second's run, which then moves: a notice in the first runner's list.
  const theirs = await createEventViaApi(other.request, {
    title: `Bronte Baths Loop ${stamp}`,
    distances: ['5k', '1mi'],
  });
  expect((await page.request.post(`/api/events/${theirs.id}/join`, { data: {} })).ok()).toBeTruthy();
  const moved = await other.request.patch(`/api/events/${theirs.id}`, { data: { time: '07:15' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await other.close();

  const news = (await (await page.request.get('/api/news')).json()) as { items?: { slug: string }[] };
  const article = news.items?.[0]?.slug;

  return {
    routes: [
      '/',
      '/my-events',
      '/calendar',
      '/parkruns',
      `/events/${event.id}`,
      `/events/${event.id}/edit`,
      `/events/${theirs.id}`,
      '/create',
      '/create-visual',
      '/find-runclub',
      `/runclubs/${club.id}`,
      `/runclubs/${club.id}/edit`,
      '/create-runclub',
      '/club-signup',
      '/signup',
      '/club-sync',
      '/training-plan-dashboard',
      '/training-plan-wizard',
      '/buddy-matching',
      '/training-partners',
      '/notifications',
      '/notification-preferences',
      '/profile',
      '/profile-setup',
      '/community-heat-map',
      '/news',
      ...(article ? [`/news/${article}`] : []),
      '/contact',
      '/about',
      '/faqs',
      '/privacy-policy',
      '/terms-of-service',
      '/demo',
      '/offline',
      '/registration-success',
      '/newsletter/unsubscribe',
      '/newsletter/confirm',
      '/email-unsubscribe',
      '/no-such-page',
    ],
  };
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's unanswered API requests (network idle would also wait for map tiles and polls). */
function trackApi(page: Page): Page {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (r) => r.url().includes('/api/') && pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return page;
}

/** Waits until a page has drawn its data: no API request unanswered for a moment, nothing loading. */
async function settle(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main#main')).toBeVisible();
  const pending = inFlight.get(page)!;
  const apiQuiet = async () => {
    for (let quiet = 0, waited = 0; quiet < 3 && waited < 100; waited += 1) {
      await page.waitForTimeout(50);
      quiet = pending.size ? 0 : quiet + 1;
    }
  };
  await apiQuiet();
  // Until nothing is loading, the first placeholder left is brought into view: content that loads as it
  // nears the viewport (an event's map) loads too.
  const loading =
    '[aria-busy="true"], [data-slot="skeleton"], main [role="status"]:has([class*="animate-spin"])';
  await expect
    .poll(() =>
      page.evaluate((selector) => {
        document.querySelector('[data-slot="skeleton"]')?.scrollIntoView();
        return document.querySelectorAll(selector).length;
      }, loading),
    )
    .toBe(0);
  await apiQuiet();
}

/** Everything the page shows or says: visible text, the tab's title, labels, options and alt texts. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], option')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
      if (el.tagName === 'OPTION') texts.push(el.textContent ?? '');
    }
    return texts;
  });
}

/** The top bar's menus (Find Events, Run Clubs, Training Plans, the account menu), each opened in turn. */
async function menuTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  const buttons = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
  for (let i = 0; i < (await buttons.count()); i++) {
    await buttons.nth(i).click();
    await expect(page.getByRole('menu')).toBeVisible();
    texts.push(await page.getByRole('menu').innerText());
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  expect(texts.length).toBeGreaterThanOrEqual(4);
  return texts;
}

/** Moves to another page as a link would (React Router follows history), without loading the app again. */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
}

async function setLanguage(page: Page, language: Language) {
  const res = await page.request.put('/api/users/me/language', { data: { language } });
  expect(res.status(), await res.text()).toBe(204);
}

const TABS = 2;

test.beforeEach(({ page }) => logBrowserErrors(page));

test('every page a signed-in runner reaches, in all 8 languages: no option codes, keys or leftover English', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { routes } = await setUp(page, () => browser.newPage());
  // Two tabs of the same browser (one session) share the pages of each language.
  const tabs = [trackApi(page)];
  for (let i = 1; i < TABS; i++) {
    const tab = trackApi(await page.context().newPage());
    logBrowserErrors(tab);
    tabs.push(tab);
  }
  const failures: string[] = [];
  const started = Date.now();
  for (const language of LANGUAGES) {
    await setLanguage(page, language);
    await Promise.all(
      tabs.map(async (tab, i) => {
        let loaded = false;
        for (const route of routes.filter((_r, n) => n % TABS === i)) {
          // One full load per language picks up the account's language; then the app's own navigation.
          if (loaded) await navigateInApp(tab, route);
          else await tab.goto(route);
          loaded = true;
          await settle(tab, language);
          for (const problem of problemsIn(await pageTexts(tab), language))
            failures.push(`${language} ${route}: ${problem}`);
          if (route === '/') {
            for (const problem of problemsIn(await menuTexts(tab), language))
              failures.push(`${language} top bar menus: ${problem}`);
          }
        }
      }),
    );
  }
  console.log(`${routes.length} pages in ${LANGUAGES.length} languages: ${Date.now() - started} ms`);
  expect(failures, failures.join('\n')).toEqual([]);
});

// Screenshots for a person to look at (issue 26's review): I18N_SHOTS=<dir> npx playwright test
// tests/every-page-every-language.spec.ts -g screenshots. Not part of the suite.
test('screenshots of every page at 375 and 1280 px in en, ja and de', async ({ page, browser }) => {
  const dir = process.env.I18N_SHOTS;
  test.skip(!dir, 'set I18N_SHOTS to a folder to take them');
  test.setTimeout(600_000);
  const { routes } = await setUp(page, () => browser.newPage());
  trackApi(page);
  const overflow: string[] = [];
  const languages = (process.env.I18N_SHOTS_LANGUAGES ?? 'en,ja,de').split(',') as Language[];
  const widths = (process.env.I18N_SHOTS_WIDTHS ?? '375,1280').split(',').map(Number);
  for (const language of languages) {
    await setLanguage(page, language);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const folder = path.join(dir!, `${language}-${width}`);
      mkdirSync(folder, { recursive: true });
      for (const route of routes) {
        await page.goto(route);
        await settle(page, language);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) {
          // The innermost elements that reach past the window's right edge: what to fix.
          const wide = await page.evaluate((w) => {
            const all = [...document.querySelectorAll('body *')].filter(
              (el) => el.getBoundingClientRect().right > w + 1,
            );
            return all
              .filter((el) => !all.some((other) => other !== el && el.contains(other)))
              .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 50)}"`);
          }, width);
          overflow.push(`${language} ${width}px ${route}: ${scrollWidth}px wide: ${wide.join(' | ')}`);
        }
        const name = route.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\//g, '_');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
      }
    }
  }
  console.log(overflow.join('\n') || 'no horizontal scroll');
});
