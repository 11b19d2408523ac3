import type { TranslationKey } from '@/i18n/keys';

// Full key literals for each option value (scripts/check-i18n.mjs: never build keys from pieces).

export const RUN_DAY_LABELS: Record<string, TranslationKey> = {
  monday: 'clubs:runDay.monday',
  tuesday: 'clubs:runDay.tuesday',
  wednesday: 'clubs:runDay.wednesday',
  thursday: 'clubs:runDay.thursday',
  friday: 'clubs:runDay.friday',
  saturday: 'clubs:runDay.saturday',
  sunday: 'clubs:runDay.sunday',
};

export const ABILITY_LABELS: Record<string, TranslationKey> = {
  beginner: 'clubs:ability.beginner',
  intermediate: 'clubs:ability.intermediate',
  advanced: 'clubs:ability.advanced',
  all_welcome: 'clubs:ability.allWelcome',
};

export const ROLE_LABELS: Record<string, TranslationKey> = {
  member: 'clubs:role.member',
  admin: 'clubs:role.admin',
  owner: 'clubs:role.owner',
};
