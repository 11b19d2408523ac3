import { AUTH_MESSAGES } from '@stride/contracts';
import type { TFunction } from 'i18next';

/*
 * Validation and server messages are defined once, in English, in packages/contracts. This table maps
 * each one to its translation key, so a user reading French sees French; an unknown message is shown
 * as the server sent it.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Email is required': 'auth:validation.emailRequired',
  'Please enter a valid email address': 'auth:validation.emailInvalid',
  'Email is too long': 'auth:validation.emailTooLong',
  'Password is required': 'auth:validation.passwordRequired',
  'Password cannot be just spaces': 'auth:validation.passwordSpaces',
  'Password must be at least 8 characters': 'auth:validation.passwordMin',
  'Password is too long': 'auth:validation.passwordMax',
  'Password must contain at least one uppercase letter, one lowercase letter, and one number':
    'auth:validation.passwordClasses',
  'First name is required': 'auth:validation.firstNameRequired',
  'Last name is required': 'auth:validation.lastNameRequired',
  'First name is too long': 'auth:validation.firstNameTooLong',
  'Last name is too long': 'auth:validation.lastNameTooLong',
  'First name can only contain letters, spaces, hyphens, and apostrophes': 'auth:validation.firstNameChars',
  'Last name can only contain letters, spaces, hyphens, and apostrophes': 'auth:validation.lastNameChars',
  'Please select your sex': 'auth:validation.sexSelect',
  'Sex is required': 'auth:validation.sexRequired',
  'Date of birth is required': 'auth:validation.dobRequired',
  'Please enter a valid date': 'auth:validation.dateInvalid',
  'Date of birth cannot be in the future': 'auth:validation.dobFuture',
  'You must be between 13 and 120 years old': 'auth:validation.age',
  'Location is required': 'auth:validation.locationRequired',
  'Location is too long': 'auth:validation.locationTooLong',
  'Reset token is required': 'auth:validation.tokenRequired',
  'Please confirm your password': 'auth:validation.confirmRequired',
  "Passwords don't match": 'auth:validation.passwordsMismatch',
  'Select at least one preferred distance': 'auth:validation.distancesRequired',
  [AUTH_MESSAGES.loginFailed]: 'auth:server.loginFailed',
  [AUTH_MESSAGES.emailNotVerified]: 'auth:server.emailNotVerified',
  [AUTH_MESSAGES.registered]: 'auth:server.registered',
  [AUTH_MESSAGES.registeredAutoVerified]: 'auth:server.registeredAutoVerified',
  [AUTH_MESSAGES.forgotPassword]: 'auth:server.forgotPassword',
  [AUTH_MESSAGES.resendVerification]: 'auth:server.resendVerification',
  [AUTH_MESSAGES.verified]: 'auth:server.verified',
  [AUTH_MESSAGES.verificationExpired]: 'auth:server.verificationExpired',
  [AUTH_MESSAGES.verificationInvalid]: 'auth:server.verificationInvalid',
  [AUTH_MESSAGES.resetDone]: 'auth:server.resetDone',
  [AUTH_MESSAGES.resetInvalid]: 'auth:server.resetInvalid',
  [AUTH_MESSAGES.commonPassword]: 'auth:server.commonPassword',
  [AUTH_MESSAGES.tooManyAttempts]: 'auth:server.tooManyAttempts',
};

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

/** The server's message from an ApiRequestError-like value, translated when it is one we know. */
export function serverMessage(t: TFunction, error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'serverMessage' in error) {
    return translateMessage(t, (error as { serverMessage?: string }).serverMessage);
  }
  return undefined;
}
