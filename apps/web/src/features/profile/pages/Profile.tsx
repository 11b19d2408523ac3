import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Later } from '@/components/later';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { YourDataSection } from '@/features/account';
import { useAuth } from '@/features/auth';
import { useFormat } from '@/hooks/use-format';
import { useIdleTurns } from '@/hooks/use-idle-turns';
import { usePageTitle } from '@/hooks/use-page-title';
import { optionList, PREFERRED_DISTANCE_LABELS } from '@/lib/option-labels';
import { useProfile, useUpdateProfile } from '../api/profile';
import { Fact, ProgressFacts } from '../components/profile-facts';
import { RunningPreferencesForm } from '../components/running-preferences-form';

/** The sections below a phone's first screen, in page order (Later, useIdleTurns). */
const LATER = ['progress', 'privacy', 'your-data'] as const;

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
  const { hash } = useLocation();
  const turns = useIdleTurns(LATER.length, hash !== '');
  const ready = (id: (typeof LATER)[number]) => LATER.indexOf(id) < turns;

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
          <Later ready={ready('progress')} reserve="min-h-56">
            <ProgressFacts progress={profile.progress} goals={user?.goals ?? []} />
          </Later>
        </section>
      )}

      {profile && (
        <section aria-labelledby="privacy-heading" className="rounded-lg border p-4">
          <h2 id="privacy-heading" className="text-xl font-semibold">
            {t('social:profile.privacy')}
          </h2>
          <Later ready={ready('privacy')} reserve="min-h-14">
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
          </Later>
        </section>
      )}

      {user && <YourDataSection hasPassword={user.hasPassword} ready={ready('your-data')} />}
    </div>
  );
}
