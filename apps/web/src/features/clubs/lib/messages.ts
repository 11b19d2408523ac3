import { CLUB_MESSAGES } from '@stride/contracts';
import type { TranslationKey } from '@/i18n/keys';

/** The spec's English messages (from contracts and the server) shown in the runner's language. */
const MESSAGE_KEYS: Record<string, TranslationKey> = {
  [CLUB_MESSAGES.nameRequired]: 'clubs:messages.nameRequired',
  [CLUB_MESSAGES.nameTooLong]: 'clubs:messages.nameTooLong',
  [CLUB_MESSAGES.descriptionTooLong]: 'clubs:messages.descriptionTooLong',
  [CLUB_MESSAGES.commentsTooLong]: 'clubs:messages.commentsTooLong',
  [CLUB_MESSAGES.locationRequired]: 'clubs:messages.locationRequired',
  [CLUB_MESSAGES.locationTooLong]: 'clubs:messages.locationTooLong',
  [CLUB_MESSAGES.locationNoComma]: 'clubs:messages.locationNoComma',
  [CLUB_MESSAGES.locationNotListed]: 'clubs:messages.locationNotListed',
  [CLUB_MESSAGES.annualCost]: 'clubs:messages.annualCost',
};

export function messageKey(message: string | undefined): TranslationKey | undefined {
  return message ? MESSAGE_KEYS[message] : undefined;
}
