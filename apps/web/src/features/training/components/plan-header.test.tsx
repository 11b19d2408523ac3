import type { TrainingPlan } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/utils';
import { PLAN_PAGE_CLASS, PlanHeader } from './plan-header';
import goldenFile from './plan-header.golden.json';

/**
 * The server paints the dashboard's top from the HTML (apps/server/src/modules/training-plans/
 * dashboard-page.ts) and React's first render puts this header in its place: the two must be the same
 * markup, or the page would jump or switch words (issue 30). The server's test renders the same cases to
 * the same HTML.
 */
interface GoldenCase {
  plan: Partial<TrainingPlan>;
  html: string;
}
const golden = goldenFile as { language: string; cases: GoldenCase[] };

describe('PlanHeader', () => {
  it.each(golden.cases)('renders what the server paints: $plan.status $plan.name', async ({ plan, html }) => {
    await i18n.loadNamespaces('training');
    const { container } = renderWithProviders(
      <div className={PLAN_PAGE_CLASS}>
        <PlanHeader plan={plan as TrainingPlan} />
      </div>,
    );
    const painted = document.createElement('template');
    painted.innerHTML = html;
    expect(container.innerHTML).toBe(painted.innerHTML);
    expect(container.firstElementChild!.isEqualNode(painted.content.firstChild)).toBe(true);
  });
});
