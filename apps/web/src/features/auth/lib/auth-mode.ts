import type { TranslationKey } from '@/i18n/keys';

/** What /auth shows, from its URL: `?mode=` (none: the three ways in). */
export const AUTH_MODES = ['choose', 'login', 'register', 'forgot', 'check-email'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function authModeFrom(value: string | null): AuthMode {
  return AUTH_MODES.find((mode) => mode === value && mode !== 'choose') ?? 'choose';
}

/** The page title, heading and subtitle follow the mode, so 'Sign Up' never reads 'Sign In' (issue 16). */
export const MODE_TEXTS: Record<
  AuthMode,
  { page: TranslationKey; title: TranslationKey; subtitle: TranslationKey }
> = {
  choose: { page: 'common:pageTitles.auth', title: 'auth:title.login', subtitle: 'auth:subtitle.login' },
  login: { page: 'common:pageTitles.auth', title: 'auth:title.login', subtitle: 'auth:subtitle.login' },
  register: {
    page: 'common:pageTitles.signUp',
    title: 'auth:title.register',
    subtitle: 'auth:subtitle.register',
  },
  forgot: {
    page: 'common:pageTitles.forgotPassword',
    title: 'auth:title.forgot',
    subtitle: 'auth:subtitle.forgot',
  },
  'check-email': {
    page: 'common:pageTitles.checkEmail',
    title: 'auth:title.checkEmail',
    subtitle: 'auth:subtitle.checkEmail',
  },
};
