import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { YourDataSection } from '@/features/account';
import { useAuth } from '@/features/auth';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  GOAL_DISTANCE_LABELS,
  optionLabel,
  optionList,
  PREFERRED_DISTANCE_LABELS,
} from '@/lib/option-labels';
import { useProfile, useUpdateProfile } from '../api/profile';
import { RunningPreferencesForm } from '../components/running-preferences-form';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** /profile: personal info, running preferences (editable), progress, privacy and the runner's data. */
export default function Profile() {
  // 'account' loads with the page, so the 'Your data' section does not suspend on its own.
  const { t } = useTranslation(['social', 'account']);
  const format = useFormat();
  usePageTitle('common:pageTitles.profile');
  const { user } = useAuth();
  const { data: profile, isError } = useProfile();
  const update = useUpdateProfile();
  const none = t('social:profile.notSet');

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('common:pageTitles.profile')}</h1>

      <section aria-labelledby="personal-heading" className="rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="personal-heading" className="text-xl font-semibold">
            {t('social:profile.personal')}
          </h2>
          <Button asChild variant="outline" size="sm">
            <Link to="/profile-setup">{t('social:profile.editPersonal')}</Link>
          </Button>
        </div>
        {user && (
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <Fact
              label={t('social:profile.name')}
              value={[user.firstName, user.lastName].filter(Boolean).join(' ') || none}
            />
            <Fact label={t('social:profile.location')} value={user.location ?? none} />
            <Fact
              label={t('social:profile.birthDate')}
              value={user.dateOfBirth ? format.date(user.dateOfBirth) : none}
            />
            <Fact
              label={t('social:profile.distances')}
              value={optionList(t, PREFERRED_DISTANCE_LABELS, user.preferredDistances, none)}
            />
          </dl>
        )}
      </section>

      <section aria-labelledby="running-heading" className="rounded-lg border p-4">
        <h2 id="running-heading" className="mb-3 text-xl font-semibold">
          {t('social:profile.running')}
        </h2>
        {isError && <p role="alert">{t('social:loadFailed')}</p>}
        {profile ? (
          <RunningPreferencesForm key={profile.bio ?? ''} profile={profile} />
        ) : (
          !isError && <Skeleton className="h-48" />
        )}
      </section>

      {profile && (
        <section aria-labelledby="progress-heading" className="rounded-lg border p-4">
          <h2 id="progress-heading" className="text-xl font-semibold">
            {t('social:profile.progress')}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact label={t('social:profile.eventsJoined')} value={String(profile.progress.eventsJoined)} />
            <Fact label={t('social:profile.runsCompleted')} value={String(profile.progress.runsCompleted)} />
            <Fact
              label={t('social:profile.totalKm')}
              value={format.number(profile.progress.totalKm, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              })}
            />
          </dl>
          <h3 className="mt-4 font-semibold">{t('social:profile.personalBests')}</h3>
          {Object.keys(profile.progress.personalBests).length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('social:profile.noBests')}</p>
          ) : (
            <ul className="text-sm">
              {Object.entries(profile.progress.personalBests).map(([distance, time]) => (
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
          {user?.goals.length ? (
            <ul className="text-sm">
              {user.goals.map((g) => (
                <li key={g.id}>
                  {g.eventName} · {optionLabel(t, GOAL_DISTANCE_LABELS, g.distance)}
                  {g.eventDate ? ` · ${format.date(g.eventDate)}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('social:profile.noGoals')}</p>
          )}
        </section>
      )}

      {profile && (
        <section aria-labelledby="privacy-heading" className="rounded-lg border p-4">
          <h2 id="privacy-heading" className="text-xl font-semibold">
            {t('social:profile.privacy')}
          </h2>
          <label className="mt-2 flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              checked={profile.heatmapOptOut}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(
                  { heatmapOptOut: e.target.checked },
                  { onSuccess: () => toast({ title: t('social:profile.saved') }) },
                )
              }
            />
            <span>{t('social:profile.heatmapOptOut')}</span>
          </label>
        </section>
      )}

      {user && <YourDataSection hasPassword={user.hasPassword} />}
    </div>
  );
}
