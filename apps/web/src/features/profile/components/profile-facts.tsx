import type { OwnProfile, UserGoal } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/hooks/use-format';
import { GOAL_DISTANCE_LABELS, optionLabel } from '@/lib/option-labels';

/** One labelled fact of the profile page's lists. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** The progress section's body: counts, personal bests and the runner's training goals. */
export function ProgressFacts({
  progress,
  goals,
}: {
  progress: OwnProfile['progress'];
  goals: readonly UserGoal[];
}) {
  const { t } = useTranslation('social');
  const format = useFormat();
  const bests = Object.entries(progress.personalBests);
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('social:profile.eventsJoined')} value={String(progress.eventsJoined)} />
        <Fact label={t('social:profile.runsCompleted')} value={String(progress.runsCompleted)} />
        <Fact
          label={t('social:profile.totalKm')}
          value={format.number(progress.totalKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        />
      </dl>
      <h3 className="mt-4 font-semibold">{t('social:profile.personalBests')}</h3>
      {bests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('social:profile.noBests')}</p>
      ) : (
        <ul className="text-sm">
          {bests.map(([distance, time]) => (
            <li key={distance}>
              {distance}: {time}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('social:profile.trainingGoals')}</h3>
        <Link to="/profile-setup#goals" className="text-sm underline">
          {t('social:profile.editGoals')}
        </Link>
      </div>
      {goals.length ? (
        <ul className="text-sm">
          {goals.map((g) => (
            <li key={g.id}>
              {g.eventName} · {optionLabel(t, GOAL_DISTANCE_LABELS, g.distance)}
              {g.eventDate ? ` · ${format.date(g.eventDate)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('social:profile.noGoals')}</p>
      )}
    </>
  );
}
