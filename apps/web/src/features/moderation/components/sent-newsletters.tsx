import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { useNewsletterOverview } from '../api/get-newsletter-overview';

/** The latest newsletters sent: subject, when and by whom, and how many of its e-mails have gone. */
export function SentNewsletters() {
  const { t } = useTranslation('moderation');
  const fmt = useFormat();
  const { data, isError } = useNewsletterOverview();
  if (isError) return <p role="alert">{t('moderation:loadFailed')}</p>;
  if (!data) return <Skeleton className="h-20 w-full" />;
  if (!data.sent.length)
    return <p className="text-muted-foreground">{t('moderation:newsletter.historyEmpty')}</p>;
  return (
    <ul className="divide-y rounded-lg border">
      {data.sent.map((n) => {
        const date = fmt.date(n.sentAt, 'medium');
        const name = [n.sentBy?.firstName, n.sentBy?.lastName].filter(Boolean).join(' ');
        return (
          <li key={n.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3 text-sm">
            <span className="font-medium">{n.subject}</span>
            <span className="text-muted-foreground">
              {name
                ? t('moderation:newsletter.sentBy', { date, name })
                : t('moderation:newsletter.sentOn', { date })}
            </span>
            <span className="ml-auto text-muted-foreground">
              {t('moderation:newsletter.delivered', {
                delivered: fmt.number(n.deliveredCount),
                total: fmt.number(n.recipientCount),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
