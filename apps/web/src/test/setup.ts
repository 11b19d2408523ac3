import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { i18nReady } from '@/i18n';

// jsdom has no scrolling; React Router's <ScrollRestoration> calls it on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};
// Nor layout: forms scroll their first invalid field into view (focusFirstInvalid).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

// Lazy pages, namespaces and the toast renderer are transformed on first import; under a parallel
// full run that can exceed Testing Library's default 1 s wait for findBy* queries.
configure({ asyncUtilTimeout: 5000 });

// The app's i18n instance detects jsdom's browser language (en-US), so components render English.
beforeAll(async () => {
  await i18nReady;
});

// GUIDE: tests fail on unexpected console.error. React reports real bugs there (act warnings, keys,
// invalid DOM nesting); a test that expects an error mocks console.error itself.
let consoleError: MockInstance<typeof console.error>;
let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  if (logged.length > 0) {
    const messages = logged.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${messages}`);
  }
});
