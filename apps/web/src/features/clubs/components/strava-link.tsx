import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useAuth, useProviders } from '@/features/auth';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { ApiRequestError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useStravaClubs } from '../api/get-strava-clubs';
import { useStravaSync } from '../api/get-strava-sync';
import { useLinkStravaClub } from '../api/link-strava-club';
import { useSyncStravaClub } from '../api/sync-strava-club';

/** Link the Stride club to a Strava club the organiser administers, and see or run its sync. */
export function StravaLink({ clubId }: { clubId: number }) {
  const { t } = useTranslation(['clubs', 'messages']);
  const fmt = useFormat();
  const { user } = useAuth();
  const connected = user?.stravaConnected ?? false;
  // Without Strava set up on the server, connecting would only bounce the runner back (issue 26).
  const configured = useProviders().data?.strava ?? true;
  const status = useStravaSync(clubId);
  const options = useStravaClubs(connected);
  const link = useLinkStravaClub();
  const sync = useSyncStravaClub();
  const [choice, setChoice] = useState('');
  const notConnected =
    !connected || (options.error instanceof ApiRequestError && options.error.status === 403);
  const adminClubs = (options.data ?? []).filter((c) => c.admin);
  const linked = status.data;

  return (
    <div className="space-y-3">
      {linked ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('clubs:strava.linkedTo')}</dt>
          <dd>{linked.clubName}</dd>
          <dt className="text-muted-foreground">{t('clubs:strava.lastSync')}</dt>
          <dd>{linked.lastSyncAt ? fmt.date(linked.lastSyncAt, 'long') : t('clubs:strava.never')}</dd>
          <dt className="text-muted-foreground">{t('clubs:strava.imported')}</dt>
          <dd>
            {t('clubs:strava.counts', { upcoming: linked.upcomingImported, total: linked.importedCount })}
          </dd>
          {linked.lastError && (
            <>
              <dt className="text-muted-foreground">{t('clubs:strava.lastError')}</dt>
              <dd className="text-destructive">{linked.lastError}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{t('clubs:strava.notLinked')}</p>
      )}
      {notConnected && !configured ? (
        <p className="text-sm">{t('clubs:strava.notConfigured')}</p>
      ) : notConnected ? (
        <div className="space-y-2">
          <p className="text-sm">{t('clubs:strava.connectFirst')}</p>
          <Button asChild variant="outline">
            <a href="/api/auth/strava">{t('clubs:strava.connect')}</a>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1.5">
            <Label htmlFor={`strava-club-${clubId}`}>{t('clubs:strava.choose')}</Label>
            <select
              id={`strava-club-${clubId}`}
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              <option value="">
                {options.isLoading ? t('clubs:strava.loading') : t('clubs:strava.pick')}
              </option>
              {adminClubs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            disabled={!choice || link.isPending}
            onClick={() =>
              link.mutate(
                { id: clubId, stravaClubId: choice },
                {
                  onSuccess: () => toast({ title: t('clubs:strava.linked'), variant: 'success' }),
                  onError: (e) =>
                    toast({
                      title: t('clubs:strava.linkFailed'),
                      description: translateMessage(t, e),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            {t('clubs:strava.link')}
          </Button>
          {linked && (
            <Button
              variant="outline"
              disabled={sync.isPending}
              onClick={() =>
                sync.mutate(clubId, {
                  onSuccess: (r) => toast({ title: t('clubs:strava.synced', r), variant: 'success' }),
                  onError: (e) =>
                    toast({
                      title: t('clubs:strava.syncFailed'),
                      description: translateMessage(t, e),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {sync.isPending ? t('clubs:strava.syncing') : t('clubs:strava.syncNow')}
            </Button>
          )}
        </div>
      )}
      <p className="text-xs text-muted-foreground">{t('clubs:strava.terms')}</p>
    </div>
  );
}
