import type { TranslationKey } from '@/i18n/keys';

// Full key literals for each option value (scripts/check-i18n.mjs: never build keys from pieces).

export const ROLE_LABELS: Record<string, TranslationKey> = {
  member: 'clubs:role.member',
  admin: 'clubs:role.admin',
  owner: 'clubs:role.owner',
};
