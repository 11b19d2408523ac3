import { NEWSLETTER_LIMITS } from '@stride/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDebounced } from '@/hooks/use-debounced';
import { useFormat } from '@/hooks/use-format';
import { ApiRequestError } from '@/lib/api-client';
import { useNewsletterOverview } from '../api/get-newsletter-overview';
import { useNewsletterPreview } from '../api/preview-newsletter';
import { useSendNewsletter } from '../api/send-newsletter';

/**
 * Write a newsletter (subject and Markdown), see it as subscribers will, and send it to every confirmed
 * address after a confirmation step that names how many it will reach.
 */
export function NewsletterComposer() {
  const { t } = useTranslation('moderation');
  const fmt = useFormat();
  const overview = useNewsletterOverview();
  const send = useSendNewsletter();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const preview = useNewsletterPreview(useDebounced(body, 400));
  const ids = { subject: useId(), body: useId(), audience: useId() };
  const audience = overview.data?.confirmedSubscribers;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(subject.trim() ? {} : { subject: t('moderation:newsletter.subjectRequired') }),
      ...(body.trim() ? {} : { body: t('moderation:newsletter.bodyRequired') }),
    };
    setErrors(found);
    if (!found.subject && !found.body) setConfirming(true);
  };

  const sendNow = () =>
    send.mutate(
      { subject, body },
      {
        onSuccess: (sent) => {
          setConfirming(false);
          setSubject('');
          setBody('');
          toast({ title: t('moderation:newsletter.sent', { count: sent.recipientCount }) });
        },
        onError: (e) => {
          setConfirming(false);
          toast({
            title: t('moderation:newsletter.failed'),
            description:
              e instanceof ApiRequestError && e.status === 409
                ? t('moderation:newsletter.notSent')
                : t('moderation:newsletter.tryAgain'),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form className="space-y-4" noValidate onSubmit={onSubmit} aria-describedby={ids.audience}>
        <div id={ids.audience} className="rounded-lg border bg-muted/40 p-3 text-sm">
          {overview.isError ? (
            t('moderation:loadFailed')
          ) : audience === undefined ? (
            <Skeleton className="h-5 w-64" />
          ) : audience === 0 ? (
            t('moderation:newsletter.noAudience')
          ) : (
            t('moderation:newsletter.audience', { count: audience, number: fmt.number(audience) })
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.subject}>{t('moderation:newsletter.subject')}</Label>
          <Input
            id={ids.subject}
            value={subject}
            maxLength={NEWSLETTER_LIMITS.subject}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${ids.subject}-error` : undefined}
            onChange={(e) => setSubject(e.target.value)}
          />
          {errors.subject && (
            <p id={`${ids.subject}-error`} role="alert" className="text-sm text-destructive">
              {errors.subject}
            </p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.body}>{t('moderation:newsletter.body')}</Label>
          <textarea
            id={ids.body}
            value={body}
            maxLength={NEWSLETTER_LIMITS.body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={`${ids.body}-hint${errors.body ? ` ${ids.body}-error` : ''}`}
            onChange={(e) => setBody(e.target.value)}
            className="min-h-72 w-full rounded-md border bg-background p-3 font-mono text-sm"
          />
          <p id={`${ids.body}-hint`} className="text-xs text-muted-foreground">
            {t('moderation:newsletter.markdownHint')}
          </p>
          {errors.body && (
            <p id={`${ids.body}-error`} role="alert" className="text-sm text-destructive">
              {errors.body}
            </p>
          )}
        </div>
        <Button type="submit" disabled={!audience || send.isPending}>
          {t('moderation:newsletter.send')}
        </Button>
      </form>
      <section aria-labelledby={`${ids.body}-preview`} className="rounded-lg border p-4">
        <h2 id={`${ids.body}-preview`} className="mb-3 text-sm font-semibold text-muted-foreground uppercase">
          {t('moderation:newsletter.preview')}
        </h2>
        <p className="mb-4 text-2xl font-bold">{subject.trim() || t('moderation:newsletter.noSubject')}</p>
        {body.trim() ? (
          <div
            className="space-y-4 leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            // eslint-disable-next-line react/no-danger -- rendered and sanitised on the server (news/markdown.ts)
            dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
          />
        ) : (
          <p className="text-muted-foreground">{t('moderation:newsletter.previewEmpty')}</p>
        )}
      </section>
      <TitledDialog
        open={confirming}
        onOpenChange={(open) => !send.isPending && setConfirming(open)}
        title={t('moderation:newsletter.confirmTitle')}
        description={t('moderation:newsletter.confirmBody', {
          count: audience ?? 0,
          number: fmt.number(audience ?? 0),
          subject: subject.trim(),
        })}
      >
        <DialogFooter>
          <Button variant="outline" disabled={send.isPending} onClick={() => setConfirming(false)}>
            {t('moderation:newsletter.cancel')}
          </Button>
          <Button disabled={send.isPending} onClick={sendNow}>
            {t('moderation:newsletter.confirmSend')}
          </Button>
        </DialogFooter>
      </TitledDialog>
    </div>
  );
}
