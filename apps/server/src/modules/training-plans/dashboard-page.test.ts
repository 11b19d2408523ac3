import type { TrainingPlan } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { wizardAnswers } from '../../../test/helpers/training-plan-answers.ts';
import { useWebApp } from '../../../test/helpers/web-app.ts';

const web = useWebApp();

async function createPlan(headers: Record<string, string>) {
  const res = await web.ctx.app.inject({
    method: 'POST',
    url: '/api/training-plans',
    headers,
    payload: wizardAnswers(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TrainingPlan>();
}

const heading = (html: string) => /<h1[^>]*>(.*?)<span/.exec(html)?.[1];
const summary = (html: string) => /<p class="text-muted-foreground">(.*?)<\/p>/.exec(html)?.[1];
const preloadOf = (id: number) =>
  `<link rel="preload" href="/api/training-plans/${id}" as="fetch" crossorigin="use-credentials">`;

describe('GET /training-plan-dashboard', () => {
  it("paints the runner's plan's top in their language and preloads the plan (issue 30)", async () => {
    const { headers } = await signedInUser(web.ctx.database.db, { language: 'fr' });
    const plan = await createPlan(headers);
    const page = await web.ctx.app.inject({ url: '/training-plan-dashboard', headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr" data-language="account">');
    expect(heading(page.body)).toBe('Plan semi-marathon');
    expect(page.body).toContain('data-testid="plan-status">Actif</span>');
    expect(summary(page.body)).toMatch(
      new RegExp(
        `^Semaine ${plan.currentWeek} sur ${plan.schedule.durationWeeks} · course le \\S+ \\d+ \\S+ \\d{4} · arrivée \\d:\\d\\d:\\d\\d$`,
      ),
    );
    expect(page.body).toContain(preloadOf(plan.id));
  });

  it("shows the plan asked for, and the runner's own name for it escaped", async () => {
    const { headers } = await signedInUser(web.ctx.database.db);
    const first = await createPlan(headers);
    const renamed = await web.ctx.app.inject({
      method: 'PATCH',
      url: `/api/training-plans/${first.id}`,
      headers,
      payload: { planName: 'Tom & <b>"Jerry\'s"</b>', status: 'cancelled' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const second = await createPlan(headers);
    const active = await web.ctx.app.inject({ url: '/training-plan-dashboard', headers });
    expect(heading(active.body)).toBe('Half marathon training plan');
    expect(active.body).toContain(preloadOf(second.id));

    const asked = await web.ctx.app.inject({ url: `/training-plan-dashboard?plan=${first.id}`, headers });
    expect(heading(asked.body)).toBe('Tom &amp; &lt;b&gt;&quot;Jerry&#39;s&quot;&lt;/b&gt;');
    expect(asked.body).toContain('data-testid="plan-status">Cancelled</span>');
    expect(asked.body).toContain(preloadOf(first.id));
  });

  it("paints nothing of a plan signed out, without plans, or for another runner's plan", async () => {
    const { headers } = await signedInUser(web.ctx.database.db);
    const none = await web.ctx.app.inject({ url: '/training-plan-dashboard', headers });
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('<h1');
    expect(none.body).not.toContain('/api/training-plans/');

    const other = await signedInUser(web.ctx.database.db);
    const theirs = await createPlan(other.headers);
    const asked = await web.ctx.app.inject({ url: `/training-plan-dashboard?plan=${theirs.id}`, headers });
    expect(asked.body).not.toContain(`/api/training-plans/${theirs.id}`);

    const signedOut = await web.ctx.app.inject({ url: '/training-plan-dashboard' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).not.toContain('<h1');
    expect(signedOut.body).not.toContain('rel="preload"');
  });
});
