import type { Challenge, RunclubDetail } from '@stride/contracts';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { translateLater } from '@/lib/translate-later';
import { useClubChallenges, useJoinChallenge } from '../api/challenges';

/**
 * A club's challenges (issue 29): each with its target and dates, the runner's own progress once they
 * joined, and for the club's members the leaderboard. Any number of members take part.
 */
export function ClubChallenges({ club }: { club: RunclubDetail }) {
  const { t } = useTranslation('clubs');
  const query = useClubChallenges(club.id);
  const challenges = query.data?.challenges ?? [];
  // While the list comes, keep the room of its most common answer (one line: none yet), so the
  // sections below do not move when it arrives.
  if (query.isPending) return <div aria-busy="true" className="h-5" />;
  if (!challenges.length)
    return <p className="text-sm text-muted-foreground">{t('clubs:challenges.none')}</p>;
  return (
    <ul className="space-y-3">
      {challenges.map((c) => (
        <ChallengeCard key={c.id} club={club} challenge={c} />
      ))}
    </ul>
  );
}

function ChallengeCard({ club, challenge: c }: { club: RunclubDetail; challenge: Challenge }) {
  const { t } = useTranslation('clubs');
  const fmt = useFormat();
  const join = useJoinChallenge(club.id);
  const amount = (n: number) =>
    c.metric === 'runs_attended'
      ? t('clubs:challenges.runs', { count: n })
      : t('clubs:challenges.km', { km: fmt.number(n, { maximumFractionDigits: 1 }) });
  const percent = c.progress === null ? 0 : Math.min(100, Math.round((c.progress / c.target) * 100));
  const onJoin = () =>
    join.mutate(c.id, {
      onSuccess: () => toast({ title: t('clubs:challenges.joined'), variant: 'success' }),
      onError: (error) =>
        void translateLater(t, error).then((title) =>
          toast({ title: title ?? t('clubs:errors.tryLater'), variant: 'destructive' }),
        ),
    });
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid={`challenge-${c.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Trophy aria-hidden="true" className="size-4 text-muted-foreground" />
            {c.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('clubs:challenges.target', { amount: amount(c.target) })} ·{' '}
            {t('clubs:challenges.dates', { from: fmt.date(c.startDate), to: fmt.date(c.endDate) })} ·{' '}
            {t('clubs:challenges.taking', { count: c.participantCount })}
          </p>
        </div>
        {c.completed ? (
          <Badge>{t('clubs:challenges.completed')}</Badge>
        ) : c.status === 'ended' ? (
          <Badge variant="outline">{t('clubs:challenges.ended')}</Badge>
        ) : null}
      </div>
      {c.joined ? (
        <div>
          <p className="text-sm font-medium" data-testid="challenge-progress">
            {t('clubs:challenges.progress', { done: amount(c.progress ?? 0), target: amount(c.target) })}
          </p>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('clubs:challenges.progressLabel', { title: c.title })}
            className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : club.viewerRole && c.status !== 'ended' ? (
        <Button size="sm" onClick={onJoin} disabled={join.isPending}>
          {t('clubs:challenges.join')}
        </Button>
      ) : null}
      {c.leaderboard && c.leaderboard.length > 0 && (
        <ol className="space-y-1 text-sm" aria-label={t('clubs:challenges.leaderboard')}>
          {c.leaderboard.map((row) => (
            <li key={row.runner.id} className="flex items-center gap-2">
              <span className="w-6 text-right tabular-nums text-muted-foreground">{row.rank}</span>
              <span className="flex-1">
                {[row.runner.firstName, row.runner.lastName?.charAt(0)].filter(Boolean).join(' ')}
              </span>
              <span className="tabular-nums">{amount(row.progress)}</span>
              {row.completed && (
                <Trophy aria-label={t('clubs:challenges.completed')} className="size-3.5 text-primary" />
              )}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
