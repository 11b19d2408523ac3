import { readFileSync } from 'node:fs';
import type { TrainingPlan } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../lib/page-html.ts';
import { planTopHtml } from './dashboard-page.ts';

// The web's PlanHeader is held to the same file (plan-header.test.tsx): both sides render its cases.
const GOLDEN = new URL(
  '../../../../web/src/features/training/components/plan-header.golden.json',
  import.meta.url,
);
const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as {
  language: 'en';
  cases: { plan: Partial<TrainingPlan>; html: string }[];
};

/** Every text of a locale file, by full key, as the web build writes a route's texts. */
function flatten(node: unknown, prefix: string): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.assign(
    {},
    ...Object.entries(node as Record<string, unknown>).map(([k, v]) =>
      flatten(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`),
    ),
  );
}
const locale = (language: string) =>
  flatten(
    JSON.parse(
      readFileSync(new URL(`../../../../web/src/locales/${language}/training.json`, import.meta.url), 'utf8'),
    ),
    'training:',
  );
const text = (language: string) => textsIn({ [language]: locale(language) }, language);

describe('planTopHtml', () => {
  it("paints the dashboard's top as the web's PlanHeader renders it", () => {
    for (const { plan, html } of golden.cases)
      expect(planTopHtml(plan as TrainingPlan, text(golden.language), golden.language)).toBe(html);
  });
});
