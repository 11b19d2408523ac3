import { CONTACT_LIMITS, type Language, type NewsletterResult } from '@stride/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

type State = { status: 'idle' | 'sending' | 'done' } | { status: 'error'; message: string };

/**
 * Signs an address up: the server e-mails it a confirmation link, in the language of this page, and
 * subscribes it only once that link is opened (double opt-in).
 */
export const subscribeToNewsletter = (email: string, language: Language) =>
  apiRequest<NewsletterResult>('POST', '/api/newsletter/subscribe', { email, language });

// The footer is on the landing page, which runs without TanStack Query (see app-link.tsx), so this one
// form keeps its request state locally instead of using useMutation.
export function NewsletterForm() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    // A quick shape check keeps zod off the landing page; the server applies the contracts' full rule.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setState({ status: 'error', message: t('common:newsletter.invalid') });
      return;
    }
    setState({ status: 'sending' });
    try {
      await subscribeToNewsletter(email.trim(), currentLanguage(i18n));
      setState({ status: 'done' });
    } catch (error) {
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      setState({
        status: 'error',
        message: t(rateLimited ? 'common:newsletter.tooMany' : 'common:newsletter.failed'),
      });
    }
  }

  // The same words whatever the address's state: the form tells no one who is subscribed.
  if (state.status === 'done') {
    return (
      <div role="status" className="space-y-1 text-sm">
        <p className="font-semibold text-success dark:text-green-400">{t('common:newsletter.checkInbox')}</p>
        <p className="text-muted-foreground">{t('common:newsletter.checkInboxDetail')}</p>
      </div>
    );
  }
  const error = state.status === 'error' ? state.message : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-describedby={`${id}-hint`}>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        {t('common:newsletter.title')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('common:newsletter.description')}
      </p>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t('common:newsletter.placeholder')}
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <button
          type="submit"
          disabled={state.status === 'sending'}
          className="h-10 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50"
        >
          {t('common:newsletter.subscribe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
