import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/messages';

/** Lists every current form error under 'Please fix the following errors:' (SPEC section 2). */
export function ErrorSummary<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const { t } = useTranslation(['auth', 'messages']);
  const messages = Object.values(errors)
    .map((e) => (e && typeof e === 'object' && 'message' in e ? String(e.message ?? '') : ''))
    .filter(Boolean);
  if (!messages.length) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <p className="font-semibold">{t('auth:form.fixErrors')}</p>
      <ul className="mt-1 list-disc pl-5">
        {[...new Set(messages)].map((m) => (
          <li key={m}>{translateMessage(t, m)}</li>
        ))}
      </ul>
    </div>
  );
}

export function FieldError({ message }: { message?: string | undefined }) {
  const { t } = useTranslation('messages');
  if (!message) return null;
  return <p className="text-sm text-destructive">{translateMessage(t, message)}</p>;
}
