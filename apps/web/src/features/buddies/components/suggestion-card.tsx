import type { BuddySuggestion } from '@stride/contracts';
import { MapPin, UserPlus, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { ReportButton } from '@/features/moderation';
import { translateMessage } from '@/lib/messages';
import { useBlockUser } from '../api/block-user';
import { useSendBuddyRequest } from '../api/buddy-requests';
import { FACTOR_LABEL } from './labels';
import { runnerName } from './runner-name';

/** One suggested runner with the score explained part by part, and request / block. */
export function SuggestionCard({ suggestion: s }: { suggestion: BuddySuggestion }) {
  const { t } = useTranslation(['social', 'moderation', 'messages']);
  const f = useFormat();
  const request = useSendBuddyRequest();
  const block = useBlockUser();
  const name = runnerName(s.runner);
  const failed = (error: unknown) =>
    toast({
      title: t('social:buddies.requestFailed'),
      description: translateMessage(t, error),
      variant: 'destructive',
    });
  return (
    <li className="rounded-lg border p-4" data-testid="buddy-suggestion">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-2xl font-bold" aria-label={t('social:buddies.scoreLabel', { score: s.score })}>
          {s.score}
          <span className="text-sm font-normal text-muted-foreground">/100</span>
        </p>
      </div>
      <p className="flex items-center gap-1 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4" />
        {t('social:buddies.distance', { km: f.number(s.distanceKm), place: s.runner.locality ?? '' })}
      </p>
      <ul
        className="mt-2 grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-3"
        aria-label={t('social:buddies.why')}
      >
        {s.reasons.map((r) => (
          <li key={r.factor}>
            {t(FACTOR_LABEL[r.factor])}: {r.points}/{r.max}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={request.isPending}
          onClick={() =>
            request.mutate(
              { recipientId: s.runner.id },
              {
                onSuccess: () => toast({ title: t('social:buddies.requestSent', { name }) }),
                onError: failed,
              },
            )
          }
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {t('social:buddies.sendRequest', { name })}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={block.isPending}
          onClick={() =>
            block.mutate(
              { id: s.runner.id, block: true },
              { onSuccess: () => toast({ title: t('social:buddies.blocked', { name }) }) },
            )
          }
        >
          <UserX aria-hidden="true" className="size-4" />
          {t('social:buddies.block', { name })}
        </Button>
        <ReportButton
          targetType="user"
          targetId={s.runner.id}
          label={t('moderation:report.labelUser', { name })}
        />
      </div>
    </li>
  );
}
