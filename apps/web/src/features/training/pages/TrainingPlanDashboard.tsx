import {
  planToShow,
  wantedPlanId,
  type ActivityResult,
  type PlanWorkout,
  type TrainingPlan,
  type TrainingPlanSummary,
  type UpdateTrainingPlan,
} from '@stride/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useIdleTurns } from '@/hooks/use-idle-turns';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/features/auth';
import { useCheckIn } from '../api/check-in';
import { usePlan } from '../api/get-plan';
import { usePlans } from '../api/get-plans';
import { useSubmitFeedback } from '../api/submit-feedback';
import { useUpdatePlan } from '../api/update-plan';
import { CheckIn } from '../components/check-in';
import { RecentRuns } from '../components/recent-runs';
import { UploadRun } from '../components/upload-run';
import { MonthCalendar } from '../components/month-calendar';
import { SettingsPanel } from '../components/settings-panel';
import { SignInPrompt } from '../components/sign-in-prompt';
import { ThisWeek } from '../components/this-week';
import {
  AnalyticsBody,
  HistoryBody,
  OtherPlans,
  ProgressBody,
  StatsBody,
} from '../components/section-bodies';
import { LaterSection, Section } from '../components/dashboard-section';
import { PLAN_PAGE_CLASS, PlanHeader } from '../components/plan-header';
import { fieldMessages, translateMessage } from '@/lib/messages';

/** /training-plan-dashboard: This Week, Calendar, Stats, Progress, Analytics, Settings and history. */
export default function TrainingPlanDashboard() {
  usePageTitle('common:pageTitles.trainingPlanDashboard');
  const { t } = useTranslation('training');
  const { user, status } = useAuth();
  const plans = usePlans(!!user);
  const [params] = useSearchParams();
  if (status === 'loading') return null;
  if (!user) return <SignInPrompt title={t('training:dashboard.title')} />;
  if (plans.isPending) return <Loading />;
  const chosen = planToShow(plans.data ?? [], wantedPlanId(params.get('plan')));
  if (!chosen) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-semibold">{t('training:dashboard.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('training:dashboard.empty')}</p>
        <Button asChild className="mt-4">
          <Link to="/training-plan-wizard">{t('training:dashboard.create')}</Link>
        </Button>
      </div>
    );
  }
  return <Dashboard planId={chosen.id} others={(plans.data ?? []).filter((p) => p.id !== chosen.id)} />;
}

function Loading() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-3 px-4 py-8">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}

// The forms behind a tap (and zod with react-hook-form, which the feedback form needs) load when the
// runner first opens one, not with the page (issue 30).
const loadFeedbackDialog = () => import('../components/feedback-dialog');
const FeedbackDialog = lazy(() => loadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })));
const EffortDialog = lazy(() =>
  import('../components/effort-dialog').then((m) => ({ default: m.EffortDialog })),
);

/** The sections below a phone's first screen, in page order (LaterSection, useIdleTurns). */
const LATER = [
  'calendar',
  'runs',
  'check-in',
  'stats',
  'progress',
  'analytics',
  'settings',
  'history',
  'other-plans',
] as const;

function Dashboard({ planId, others }: { planId: number; others: readonly TrainingPlanSummary[] }) {
  const { t } = useTranslation(['training', 'messages']);
  const plan = usePlan(planId);
  const feedback = useSubmitFeedback(planId);
  const update = useUpdatePlan(planId);
  const checkIn = useCheckIn(planId);
  const [dialogFor, setDialogFor] = useState<PlanWorkout | null>(null);
  // The effort question after a workout is done: by a run (its date) or by 'Mark Done' (the workout).
  const [effortFor, setEffortFor] = useState<{ date: string; markedDone?: PlanWorkout } | null>(null);
  const askEffort = (result: ActivityResult) =>
    result.match && setEffortFor({ date: result.match.workoutDate });
  const [settingsError, setSettingsError] = useState<string>();
  const { hash } = useLocation();
  const turns = useIdleTurns(LATER.length, hash !== '');
  const ready = (id: (typeof LATER)[number]) => LATER.indexOf(id) < turns;

  // The top bar's 'Adjust Plan' links to #settings: scroll there once the plan is on screen.
  useEffect(() => {
    if (hash && plan.data) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, plan.data]);

  // The effort question offers the full feedback form: have its code ready.
  useEffect(() => {
    if (effortFor) void loadFeedbackDialog();
  }, [effortFor]);

  if (!plan.data) return <Loading />;
  const p: TrainingPlan = plan.data;

  const failed = (error: unknown) =>
    toast({
      title: t('training:dashboard.failed'),
      description: translateMessage(t, error),
      variant: 'destructive',
    });

  const markDone = (workout: PlanWorkout) =>
    feedback.mutate(
      { date: workout.date, body: { completed: true } },
      {
        onSuccess: () => {
          toast({ title: t('training:thisWeek.completed'), variant: 'success' });
          setEffortFor({ date: workout.date, markedDone: workout });
        },
        onError: failed,
      },
    );

  const changeSettings = (changes: UpdateTrainingPlan) =>
    update.mutate(changes, {
      onSuccess: () => {
        setSettingsError(undefined);
        toast({ title: t('training:settings.saved'), variant: 'success' });
      },
      onError: (error) => {
        setSettingsError(Object.values(fieldMessages(t, error))[0] ?? translateMessage(t, error));
      },
    });

  const thanks = (result: { adjustments: readonly unknown[] }) =>
    toast({
      title: t('training:feedback.thanks'),
      description: result.adjustments.length ? t('training:feedback.adjusted') : undefined,
      variant: 'success',
    });

  return (
    <div className={PLAN_PAGE_CLASS}>
      <PlanHeader plan={p} />

      {(p.status === 'active' || p.status === 'paused') && <UploadRun onMatched={askEffort} />}

      <nav aria-label={t('training:dashboard.sections')} className="flex flex-wrap gap-3 text-sm">
        {(
          [
            ['this-week', 'training:sections.thisWeek'],
            ['calendar', 'training:sections.calendar'],
            ['stats', 'training:sections.stats'],
            ['progress', 'training:sections.progress'],
            ['analytics', 'training:sections.analytics'],
            ['settings', 'training:sections.settings'],
          ] as const
        ).map(([id, key]) => (
          <a key={id} href={`#${id}`} className="text-primary underline-offset-4 hover:underline">
            {t(key)}
          </a>
        ))}
      </nav>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="this-week" title={t('training:sections.thisWeek')}>
          <ThisWeek
            plan={p}
            onMarkDone={markDone}
            pending={feedback.isPending}
            todayExtra={<UploadRun onMatched={askEffort} />}
          />
        </Section>
        <LaterSection
          id="calendar"
          title={t('training:sections.calendar')}
          ready={ready('calendar')}
          reserve="min-h-80"
        >
          <MonthCalendar plan={p} />
        </LaterSection>
      </div>

      <LaterSection id="runs" title={t('training:runs.title')} ready={ready('runs')} reserve="min-h-24">
        <RecentRuns />
      </LaterSection>

      {p.status === 'active' && (
        <LaterSection
          id="check-in"
          title={t('training:checkIn.title')}
          ready={ready('check-in')}
          reserve="min-h-40"
        >
          <CheckIn
            pending={checkIn.isPending}
            onCheckIn={(input) =>
              checkIn.mutate(input, {
                onSuccess: (result) =>
                  toast({
                    title: translateMessage(t, { code: result.messageCode }),
                    variant: input.status === 'injured' ? 'default' : 'success',
                  }),
                onError: failed,
              })
            }
          />
        </LaterSection>
      )}

      <LaterSection id="stats" title={t('training:sections.stats')} ready={ready('stats')} reserve="min-h-40">
        <StatsBody planId={p.id} />
      </LaterSection>

      <div className="grid gap-4 lg:grid-cols-2">
        <LaterSection
          id="progress"
          title={t('training:sections.progress')}
          ready={ready('progress')}
          reserve="min-h-60"
        >
          <ProgressBody planId={p.id} />
        </LaterSection>
        <LaterSection
          id="analytics"
          title={t('training:sections.analytics')}
          ready={ready('analytics')}
          reserve="min-h-80"
        >
          <AnalyticsBody planId={p.id} />
        </LaterSection>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <LaterSection
          id="settings"
          title={t('training:sections.settings')}
          ready={ready('settings')}
          reserve="min-h-96"
        >
          <SettingsPanel
            key={`${p.id}-${p.updatedAt}`}
            plan={p}
            onChange={changeSettings}
            pending={update.isPending}
            error={settingsError}
          />
        </LaterSection>
        <LaterSection
          id="history"
          title={t('training:sections.history')}
          ready={ready('history')}
          reserve="min-h-24"
        >
          <HistoryBody planId={p.id} />
        </LaterSection>
      </div>

      {others.length > 0 && (
        <LaterSection
          id="other-plans"
          title={t('training:otherPlans.title')}
          ready={ready('other-plans')}
          reserve="min-h-16"
        >
          <OtherPlans plans={others} />
        </LaterSection>
      )}

      {effortFor && (
        <Suspense fallback={null}>
          <EffortDialog
            workoutDate={effortFor.date}
            pending={feedback.isPending}
            onClose={() => setEffortFor(null)}
            onAddDetails={
              effortFor.markedDone &&
              (() => {
                setDialogFor(effortFor.markedDone!);
                setEffortFor(null);
              })
            }
            onAnswer={(effortRating) =>
              feedback.mutate(
                { date: effortFor.date, body: { completed: true, effortRating } },
                {
                  onSuccess: (result) => {
                    setEffortFor(null);
                    thanks(result);
                  },
                  onError: failed,
                },
              )
            }
          />
        </Suspense>
      )}

      {dialogFor && (
        <Suspense fallback={null}>
          <FeedbackDialog
            key={dialogFor.id}
            workout={dialogFor}
            pending={feedback.isPending}
            onClose={() => setDialogFor(null)}
            onSubmit={(body) =>
              feedback.mutate(
                { date: dialogFor.date, body },
                {
                  onSuccess: (result) => {
                    setDialogFor(null);
                    thanks(result);
                  },
                  onError: failed,
                },
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}
