import {
  INTL_LOCALES,
  LONG_DATE_FORMAT,
  formatDuration,
  wantedPlanId,
  type Language,
  type TrainingPlan,
} from '@stride/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { sendHtml, viewerOf, type PageHtml, type PreviewText } from '../../lib/page-html.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * The training dashboard's largest text is its plan's summary (week, race day, predicted finish), which
 * the web app could only show once the plan had come and React had rendered (issue 30: LCP 4 s on a
 * phone). For a signed-in runner the server knows the plan, so it paints the page's top from the HTML
 * in the account's language, exactly as the page's PlanHeader (apps/web/src/features/training/
 * components/plan-header.tsx) renders it, and preloads the plan for the app's first render. Both sides
 * are held to plan-header.golden.json beside that component.
 */

const BADGE =
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3';
/** The Badge variants the header uses (apps/web/src/components/ui/badge.tsx). */
const STATUS_BADGE = {
  active: `${BADGE} border-transparent bg-success text-success-foreground`,
  other: `${BADGE} border-transparent bg-secondary text-secondary-foreground`,
};

/** The plan's name in the reader's language, as the web's planName: the runner's own, else its template's or distance's. */
function planName(text: PreviewText, plan: TrainingPlan): string {
  if (plan.nameCustom) return plan.name;
  return (
    (plan.templateSlug ? text(`training:names.templates.${plan.templateSlug}`) : undefined) ??
    text(`training:names.distances.${plan.planType}`) ??
    plan.name
  );
}

/** A YYYY-MM-DD day in the web's 'long' style (lib/format.ts formatDate), read as a calendar day. */
function longDate(day: string, language: Language): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { ...LONG_DATE_FORMAT, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The dashboard's container and the plan's header; undefined when a text is missing in the language. */
export function planTopHtml(plan: TrainingPlan, text: PreviewText, language: Language): string | undefined {
  const status = text(`training:status.${plan.status}`);
  const summary = text('training:dashboard.summary', {
    week: plan.currentWeek,
    weeks: plan.schedule.durationWeeks,
    race: longDate(plan.schedule.raceDate, language),
    predicted: formatDuration(plan.schedule.paces.predictedRaceSec),
  });
  if (status === undefined || summary === undefined) return undefined;
  const badge = plan.status === 'active' ? STATUS_BADGE.active : STATUS_BADGE.other;
  return [
    '<div class="mx-auto w-full max-w-5xl space-y-4 px-4 py-8">',
    '<header class="space-y-1">',
    '<h1 class="flex flex-wrap items-center gap-2 text-2xl font-semibold">',
    escapeHtml(planName(text, plan)),
    `<span data-slot="badge" class="${badge}" data-testid="plan-status">${escapeHtml(status)}</span>`,
    '</h1>',
    `<p class="text-muted-foreground">${escapeHtml(summary)}</p>`,
    '</header></div>',
  ].join('');
}

export const dashboardPageRoutes: FastifyPluginAsync<{ pages: PageHtml }> = async (app, { pages }) => {
  const { trainingPlans } = app.services;
  app.get<{ Querystring: { plan?: string | string[] } }>(
    '/training-plan-dashboard',
    { schema: { hide: true } },
    async (request, reply) => {
      const { plan: asked } = request.query;
      const wanted = wantedPlanId(Array.isArray(asked) ? asked[0] : asked);
      // Without a plan (or if it was just deleted) the page comes as it is built; the app shows the rest.
      const plan = request.user
        ? await trainingPlans.toShow(request.user.id, wanted).catch((error: unknown) => {
            request.log.warn({ err: error }, 'training dashboard: no plan to paint');
            return undefined;
          })
        : undefined;
      const html = pages.render('/training-plan-dashboard', request.headers['accept-language'], {
        ...viewerOf(request),
        alsoPreload: plan ? [`/api/training-plans/${plan.id}`] : [],
        paint: plan && ((text, language) => planTopHtml(plan, text, language as Language)),
      });
      if (html === undefined) throw notFound('errors.fileNotFound');
      return sendHtml(request, reply, html);
    },
  );
};
