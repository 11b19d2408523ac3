import type { EventChange, Notification } from '@stride/contracts';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/i18n/keys';

const FIELDS: Record<EventChange['field'], TranslationKey> = {
  title: 'notifications:details.fields.title',
  date: 'notifications:details.fields.date',
  time: 'notifications:details.fields.time',
  place: 'notifications:details.fields.place',
  meetingPoint: 'notifications:details.fields.meetingPoint',
};

/**
 * A notice's details as lines in the reader's language: what an edit changed ("Time: 06:00 → 07:30")
 * and the organiser's word with a cancellation (issue 28). The server words its e-mails the same way.
 */
export function noticeDetailLines(
  t: TFunction,
  formatDate: (date: string) => string,
  details: Notification['details'],
): string[] {
  if (!details) return [];
  const value = (change: EventChange, v: string | null) =>
    !v ? t('notifications:details.none') : change.field === 'date' ? formatDate(v) : v;
  const lines = (details.changes ?? []).map((c) =>
    t('notifications:details.change', {
      field: t(FIELDS[c.field]),
      from: value(c, c.from),
      to: value(c, c.to),
      interpolation: { escapeValue: false },
    }),
  );
  if (details.message)
    lines.push(
      t('notifications:details.organiserSays', {
        message: details.message,
        interpolation: { escapeValue: false },
      }),
    );
  return lines;
}
