import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { useInvitePartner, useTrainingPartners, type TrainingPartnerList } from '../api/training-partners';
import { runnerName } from '../components/runner-name';

function InviteForm({
  partnerId,
  name,
  runs,
}: {
  partnerId: string;
  name: string;
  runs: TrainingPartnerList['upcomingRuns'];
}) {
  const { t } = useTranslation('social');
  const format = useFormat();
  const invite = useInvitePartner();
  const [eventId, setEventId] = useState(runs[0]?.id ?? 0);
  if (!runs.length) return null;
  const id = `invite-${partnerId}`;
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        invite.mutate(
          { partnerId, eventId },
          { onSuccess: () => toast({ title: t('social:partners.invited', { name }) }) },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('social:partners.inviteTo', { name })}
      </label>
      <select
        id={id}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        value={eventId}
        onChange={(e) => setEventId(Number(e.target.value))}
      >
        {runs.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title} · {format.date(r.date)}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" disabled={invite.isPending}>
        {t('social:partners.invite', { name })}
      </Button>
    </form>
  );
}

/** /training-partners: accepted buddies and runners met at the same runs, with an invite to a run. */
export default function TrainingPartners() {
  const { t } = useTranslation('social');
  const format = useFormat();
  usePageTitle('common:pageTitles.trainingPartners');
  const { data, isPending } = useTrainingPartners();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('common:pageTitles.trainingPartners')}</h1>
        <p className="mt-2 text-muted-foreground">{t('social:partners.intro')}</p>
      </header>
      {isPending && <Skeleton className="h-32" />}
      {data && data.partners.length === 0 && (
        <p className="text-muted-foreground">
          {t('social:partners.empty')}{' '}
          <Link className="underline" to="/buddy-matching">
            {t('social:partners.findBuddies')}
          </Link>
        </p>
      )}
      {data && data.upcomingRuns.length === 0 && data.partners.length > 0 && (
        <p className="text-sm text-muted-foreground">{t('social:partners.noRuns')}</p>
      )}
      <ul className="space-y-3">
        {data?.partners.map((p) => {
          const name = runnerName(p.runner);
          return (
            <li key={p.runner.id} className="space-y-2 rounded-lg border p-4" data-testid="training-partner">
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="text-lg font-semibold">{name}</h2>
                {p.isBuddy && (
                  <span className="rounded bg-accent px-2 py-0.5 text-xs">{t('social:partners.buddy')}</span>
                )}
              </div>
              <p className="text-sm text-muted-foreground">
                {p.runsTogether > 0
                  ? t('social:partners.together', {
                      count: p.runsTogether,
                      date: p.lastRunTogether ? format.date(p.lastRunTogether) : '',
                    })
                  : t('social:partners.notYet')}
              </p>
              <InviteForm partnerId={p.runner.id} name={name} runs={data.upcomingRuns} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
