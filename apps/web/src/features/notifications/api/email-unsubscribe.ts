import { EMAIL_KINDS, type EmailKind } from '@stride/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/notifications/unsubscribe?token=: the page's one click, the same call a mailbox makes. */
export const unsubscribeEmail = (token: string) =>
  apiRequest<{ status: 'unsubscribed'; kind: EmailKind }>(
    'POST',
    `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    { 'List-Unsubscribe': 'One-Click' },
  );

/** The kind of e-mail a link names (`<runner>.<kind>.<signature>`), to say what the click stops. */
export function emailKindOfToken(token: string): EmailKind | null {
  const kind = token.split('.')[1];
  return (EMAIL_KINDS as readonly string[]).includes(kind ?? '') ? (kind as EmailKind) : null;
}
