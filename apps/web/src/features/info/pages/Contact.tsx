import { CONTACT_LIMITS } from '@stride/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SITE } from '@/config/site';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = 'name' | 'email' | 'subject' | 'message';
type Errors = Partial<Record<Field, string>>;

/** /contact: a message to the Stride team, stored and forwarded by e-mail. */
export default function Contact() {
  const { t } = useTranslation('info');
  usePageTitle('common:pageTitles.contact');
  const { user } = useAuth();
  const id = useId();
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<Errors>({});

  function validate(values: Record<Field, string>): Errors {
    const found: Errors = {};
    if (!values.name) found.name = t('info:contact.errors.name');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) found.email = t('info:contact.errors.email');
    if (!values.subject) found.subject = t('info:contact.errors.subject');
    if (values.message.length < CONTACT_LIMITS.messageMin)
      found.message = t('info:contact.errors.message', { count: CONTACT_LIMITS.messageMin });
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      (['name', 'email', 'subject', 'message'] as const).map((f) => [f, String(data.get(f) ?? '').trim()]),
    ) as Record<Field, string>;
    const found = validate(values);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    send.mutate(values);
  }

  if (send.isSuccess) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('info:contact.sentTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('info:contact.sentDescription')}</p>
      </section>
    );
  }

  const serverError =
    send.error instanceof ApiRequestError && send.error.status === 429
      ? t('info:contact.errors.tooMany')
      : send.error
        ? t('info:contact.errors.failed')
        : undefined;
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    );

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('info:contact.title')}</h1>
      <p className="mt-3 text-muted-foreground">
        {t('info:contact.intro')}{' '}
        <a className="text-primary underline underline-offset-4" href={`mailto:${SITE.contactEmail}`}>
          {SITE.contactEmail}
        </a>
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>{t('info:contact.name')}</Label>
            <Input
              {...field('name')}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              defaultValue={[user?.firstName, user?.lastName].filter(Boolean).join(' ')}
            />
            {error('name')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>{t('info:contact.email')}</Label>
            <Input
              {...field('email')}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              defaultValue={user?.email ?? ''}
            />
            {error('email')}
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-subject`}>{t('info:contact.subject')}</Label>
          <Input {...field('subject')} maxLength={CONTACT_LIMITS.subject} />
          {error('subject')}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-message`}>{t('info:contact.message')}</Label>
          <textarea
            {...field('message')}
            rows={7}
            maxLength={CONTACT_LIMITS.message}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
          {error('message')}
        </div>
        {serverError && (
          <p role="alert" className="text-sm text-destructive">
            {serverError}
          </p>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('info:contact.sending') : t('info:contact.send')}
        </Button>
      </form>
    </section>
  );
}
