import { QUICK_COMMENTS, commentProblem, type EventComment, type EventDetail } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { useFormat } from '@/hooks/use-format';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { useToggleReaction } from '../api/toggle-reaction';
import { translateMessage } from '@/lib/messages';
import type { TranslationKey } from '@/i18n/keys';

const EMOJIS = ['👍', '🔥', '🏃', '❤️', '🎉'];

/** Quick comments are stored in English (the server accepts only these); each reader sees their language. */
const QUICK_COMMENT_LABELS: Record<(typeof QUICK_COMMENTS)[number], TranslationKey> = {
  "I'm in!": 'events:quickComment.imIn',
  'See you there!': 'events:quickComment.seeYou',
  'Running late, start without me': 'events:quickComment.runningLate',
  'Can I bring a friend?': 'events:quickComment.bringFriend',
  'What pace is the group running?': 'events:quickComment.pace',
  'Thanks for organising!': 'events:quickComment.thanks',
};

function commentText(t: TFunction, c: EventComment): string {
  const key = c.isQuickComment
    ? QUICK_COMMENT_LABELS[c.content as (typeof QUICK_COMMENTS)[number]]
    : undefined;
  return key ? t(key) : c.content;
}

/** Reactions and comments. Anonymous visitors can read them; reacting and commenting need sign-in. */
export function EventSocial({ event, signedIn }: { event: EventDetail; signedIn: boolean }) {
  const { t } = useTranslation(['events', 'moderation', 'messages']);
  const { user } = useAuth();
  const fmt = useFormat();
  const comments = useComments(event.id);
  const addComment = useAddComment(event.id);
  const reaction = useToggleReaction(event.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const counts = new Map(event.reactions.map((r) => [r.emoji, r]));
  const emojis = [...new Set([...EMOJIS, ...event.reactions.map((r) => r.emoji)])];

  const post = (content: string, isQuickComment: boolean) => {
    // The schema's rules without the schema: the event page stays free of the validation library.
    const problem = commentProblem(content);
    setError(problem);
    if (problem) return;
    addComment.mutate(
      { content: content.trim(), isQuickComment },
      {
        onSuccess: () => setText(''),
        onError: (e) =>
          toast({
            title: t('events:social.commentFailed'),
            description: translateMessage(t, e),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section className="space-y-4">
      <div>
        <h2 className="mb-2 text-sm font-semibold">{t('events:social.reactions')}</h2>
        <div className="flex flex-wrap gap-2">
          {emojis.map((emoji) => {
            const r = counts.get(emoji);
            return (
              <Button
                key={emoji}
                size="sm"
                variant={r?.reactedByMe ? 'secondary' : 'outline'}
                aria-pressed={r?.reactedByMe ?? false}
                disabled={!signedIn || reaction.isPending}
                onClick={() => reaction.mutate({ emoji, remove: r?.reactedByMe ?? false })}
              >
                <span aria-hidden="true">{emoji}</span>
                <span className="sr-only">{t('events:social.react', { emoji })}</span>
                {r?.count ?? 0}
              </Button>
            );
          })}
        </div>
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold">
          {t('events:social.comments', { count: event.commentCount })}
        </h2>
        <ul className="space-y-2">
          {(comments.data ?? []).map((c) => (
            <li key={c.id} className="rounded-md bg-muted/50 p-2 text-sm">
              <p className="font-medium">
                {c.author
                  ? [c.author.firstName, c.author.lastName?.charAt(0)].filter(Boolean).join(' ')
                  : t('events:social.deletedRunner')}{' '}
                <span className="font-normal text-muted-foreground">{fmt.date(c.createdAt, 'medium')}</span>
              </p>
              <p className="whitespace-pre-line">{commentText(t, c)}</p>
              {user && user.id !== c.author?.id && (
                <ReportButton
                  targetType="comment"
                  targetId={c.id}
                  className="mt-1 h-7 px-2 text-xs"
                  label={t('moderation:report.labelComment', {
                    name: c.author?.firstName ?? t('events:social.deletedRunner'),
                  })}
                />
              )}
            </li>
          ))}
        </ul>
        {signedIn && (
          <div className="mt-3 space-y-2">
            <div className="flex flex-wrap gap-1.5">
              {QUICK_COMMENTS.map((q) => (
                <Button
                  key={q}
                  size="sm"
                  variant="ghost"
                  className="border"
                  disabled={addComment.isPending}
                  onClick={() => post(q, true)}
                >
                  {t(QUICK_COMMENT_LABELS[q])}
                </Button>
              ))}
            </div>
            <label className="sr-only" htmlFor={`comment-${event.id}`}>
              {t('events:social.addComment')}
            </label>
            <textarea
              id={`comment-${event.id}`}
              className="min-h-16 w-full rounded-md border bg-background p-2 text-sm"
              placeholder={t('events:social.addComment')}
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
            />
            {error && (
              <p className="text-sm text-destructive" role="alert">
                {translateMessage(t, error)}
              </p>
            )}
            <Button size="sm" disabled={addComment.isPending} onClick={() => post(text, false)}>
              {t('events:social.post')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
