import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { signInPath } from '@/lib/sign-in-path';
import { useMyRunclubs } from '../api/get-my-runclubs';
import { StravaLink } from '../components/strava-link';

/** /club-sync and /strava-sync: link one of your clubs to its Strava club and see the sync status. */
export default function ClubSync() {
  const { t } = useTranslation('clubs');
  usePageTitle('common:pageTitles.clubSync');
  const { isAuthenticated } = useAuth();
  const mine = useMyRunclubs(isAuthenticated);
  const organised = (mine.data ?? []).filter((c) => c.role === 'owner' || c.role === 'admin');
  const [chosen, setChosen] = useState<number | null>(null);
  const clubId = chosen ?? organised[0]?.id ?? null;

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('clubs:sync.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('clubs:sync.intro')}</p>
      </header>
      {!isAuthenticated ? (
        <div className="space-y-3 rounded-lg border p-4">
          <p>{t('clubs:sync.signIn')}</p>
          <Button asChild>
            <Link to={signInPath('/club-sync')}>{t('clubs:signup.signIn')}</Link>
          </Button>
        </div>
      ) : mine.isLoading ? null : organised.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed p-6 text-center">
          <p>{t('clubs:sync.noClubs')}</p>
          <Button asChild>
            <Link to="/create-runclub">{t('clubs:find.create')}</Link>
          </Button>
        </div>
      ) : (
        <section className="space-y-4 rounded-lg border bg-card p-4">
          <div className="space-y-1.5">
            <Label htmlFor="sync-club">{t('clubs:sync.club')}</Label>
            <select
              id="sync-club"
              className="h-9 w-full rounded-md border bg-background px-2 text-sm"
              value={clubId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {organised.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {clubId && <StravaLink key={clubId} clubId={clubId} />}
        </section>
      )}
    </div>
  );
}
