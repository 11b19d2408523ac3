import { z } from 'zod';
import {
  DIFFICULTY_OPTIONS,
  GOAL_DISTANCE_OPTIONS,
  GOAL_STATUSES,
  LANGUAGES,
  LIMITS,
  SEX_OPTIONS,
} from './options.ts';
import { multiLine, singleLine } from './api.ts';
import { AUTH_MESSAGES as A, MESSAGE_CODES, type MessageCode } from './messages.ts';
import { RETURN_TO_MAX, safeReturnTo } from './return-to.ts';
import { ROLES } from './roles.ts';

// Validation messages are the spec's (docs/SPEC.md, 'Validation rules'), as codes of messages.ts; client and
// server both use these schemas.

/** Characters a name may hold: letters of any alphabet, spaces, hyphens and apostrophes. */
export const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
const NAME_DISALLOWED = /[^\p{L}\p{M} '’-]/gu;

/** What the name inputs do as the user types: drop every character a name may not contain. */
export function stripNameCharacters(value: string): string {
  return value.replace(NAME_DISALLOWED, '');
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Age as the spec counts it: the difference of calendar years. */
export function ageInYears(dateOfBirth: string, today = new Date()): number {
  return today.getFullYear() - Number(dateOfBirth.slice(0, 4));
}

/** The min and max of the date-of-birth input: about 120 and 13 years back from today. */
export function dateOfBirthBounds(today = new Date()): { min: string; max: string } {
  const back = (years: number) => {
    const d = new Date(today);
    d.setFullYear(d.getFullYear() - years);
    return toIsoDate(d);
  };
  return { min: back(LIMITS.ageMax), max: back(LIMITS.ageMin) };
}

export function toIsoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const emailSchema = z
  .string({ error: A.emailRequired })
  .trim()
  .min(1, { error: A.emailRequired, abort: true })
  .max(LIMITS.emailMax, { error: A.emailTooLong, abort: true })
  .pipe(z.email({ error: A.emailInvalid }));

export const newPasswordSchema = z
  .string({ error: A.passwordRequired })
  .min(LIMITS.passwordMin, { error: A.passwordMin, abort: true })
  .max(LIMITS.passwordMax, { error: A.passwordMax, abort: true })
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), { error: A.passwordClasses });

const NAME_MESSAGES = {
  firstName: { required: A.firstNameRequired, tooLong: A.firstNameTooLong, chars: A.firstNameChars },
  lastName: { required: A.lastNameRequired, tooLong: A.lastNameTooLong, chars: A.lastNameChars },
} as const satisfies Record<string, Record<string, MessageCode>>;

/** A first or last name, with that field's messages (sign-up and the profile). */
export function nameSchema(field: keyof typeof NAME_MESSAGES) {
  const m = NAME_MESSAGES[field];
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(LIMITS.nameMax, { error: m.tooLong, abort: true })
    .regex(NAME_PATTERN, { error: m.chars });
}

export const sexSchema = z.enum(SEX_OPTIONS, { error: A.sexSelect });

export const dateOfBirthSchema = z
  .string({ error: A.dobRequired })
  .trim()
  .min(1, { error: A.dobRequired, abort: true })
  .refine(isValidIsoDate, { error: A.dateInvalid, abort: true })
  .refine(
    (d) => {
      const age = ageInYears(d);
      return age >= LIMITS.ageMin && age <= LIMITS.ageMax;
    },
    { error: A.age },
  );

export const locationLabelSchema = singleLine(
  z
    .string({ error: A.locationRequired })
    .trim()
    .min(1, { error: A.locationRequired, abort: true })
    .max(LIMITS.registerLocationMax, { error: A.locationTooLong }),
);

/** A returnTo as sent: kept only when it is a same-site path, else dropped (home). */
const returnToField = z
  .string()
  .max(RETURN_TO_MAX * 2)
  .optional()
  .transform((value) => {
    const safe = safeReturnTo(value);
    return safe === '/' ? undefined : safe;
  });

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
  sex: sexSchema,
  dateOfBirth: dateOfBirthSchema,
  location: locationLabelSchema,
  autoVerify: z.boolean().optional(),
  /** The app's language at sign-up; e-mails are written in it until the runner picks another. */
  language: z.enum(LANGUAGES).optional(),
  /**
   * The page the runner set out from (decision 0018): the verification link brings them back to it.
   * Anything but a same-site path (safeReturnTo) is dropped, never refused.
   */
  returnTo: returnToField,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: A.passwordRequired })
    .min(1, { error: A.passwordRequired, abort: true })
    .max(1024, { error: A.passwordMax, abort: true })
    .refine((p) => p.trim().length > 0, { error: A.passwordSpaces }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resendVerificationSchema = z.object({ email: emailSchema, returnTo: returnToField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: A.tokenRequired }).min(1, { error: A.tokenRequired }).max(200),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: A.confirmRequired }).min(1, { error: A.confirmRequired }),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    error: A.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const goalSchema = z.object({
  eventName: singleLine(
    z.string({ error: A.goalEventNameRequired }).trim().min(1, A.goalEventNameRequired).max(200),
  ),
  distance: z.enum(GOAL_DISTANCE_OPTIONS, { error: A.goalDistance }),
  difficulty: z.enum(DIFFICULTY_OPTIONS, { error: A.goalDifficulty }),
  eventDate: z
    .string()
    .refine(isValidIsoDate, A.dateInvalid)
    .nullish()
    .or(z.literal('').transform(() => null)),
  targetTime: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\d{1,2}:)?\d{1,2}:\d{2}$/, A.goalTargetTime)
    .nullish()
    .or(z.literal('').transform(() => null)),
  notes: multiLine(z.string().trim().max(1000)).nullish(),
  // Profile setup shows new goals as in_progress; stored goals use the goal statuses.
  status: z
    .enum([...GOAL_STATUSES, 'in_progress'])
    .transform((s) => (s === 'in_progress' ? 'active' : s))
    .optional(),
});
export type GoalInput = z.input<typeof goalSchema>;

export const AUTH_PROVIDERS = ['email', 'strava', 'google'] as const;

export const userGoalSchema = z.object({
  id: z.number(),
  eventName: z.string(),
  eventDate: z.string().nullable(),
  targetTime: z.string().nullable(),
  distance: z.string(),
  difficulty: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
});
export type UserGoal = z.infer<typeof userGoalSchema>;

/** The signed-in runner as the web sees it. Never holds hashes, tokens or provider secrets. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  location: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  sex: z.string().nullable(),
  bio: z.string().nullable(),
  preferredDistances: z.array(z.string()),
  authProvider: z.string(),
  /** False for runners who only sign in with Google or Strava. */
  hasPassword: z.boolean(),
  stravaConnected: z.boolean(),
  googleConnected: z.boolean(),
  eventsJoined: z.number(),
  totalDistance: z.number(),
  buddies: z.number(),
  goals: z.array(userGoalSchema),
  createdAt: z.string(),
  /** Staff roles (issue 12): admin, moderator, author; empty for a runner. */
  roles: z.array(z.enum(ROLES)),
  /** The language Stride writes e-mails and push in. */
  language: z.enum(LANGUAGES),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A success answer with words for people: `message` in English and its `code` (codedText). */
export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.enum(MESSAGE_CODES),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export const registerResponseSchema = messageResponseSchema.extend({ autoVerified: z.boolean().optional() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const verifyEmailResponseSchema = messageResponseSchema.extend({
  email: z.string().optional(),
  expired: z.boolean(),
  /** The same browser that signed up opened the link: it is signed in now. */
  signedIn: z.boolean().optional(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
export const providersResponseSchema = z.object({ strava: z.boolean(), google: z.boolean() });
export type AuthProviders = z.infer<typeof providersResponseSchema>;
