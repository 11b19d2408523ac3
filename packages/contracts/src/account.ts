import { z } from 'zod';
import { currentUserSchema } from './auth.ts';

/** Data rights: a runner takes out everything Stride holds about them, or leaves. */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'That password is not correct',
  signInAgain: 'For your safety, sign in again and then delete your account within 10 minutes',
  deleted: 'Your account and your personal data have been deleted.',
} as const;

/** How recent an OAuth sign-in must be for an account without a password to be deleted. */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

export const deleteAccountSchema = z.object({
  password: z.string().max(200, ACCOUNT_MESSAGES.passwordWrong).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** A section of the export: rows as Stride stores them, without secrets. */
const rows = z.array(z.record(z.string(), z.unknown()));

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: currentUserSchema.omit({ goals: true }).extend({
    notificationPreferences: z.unknown(),
    stravaAthleteId: z.string().nullable(),
  }),
  goals: rows,
  trainingPlans: rows,
  workoutFeedback: rows,
  trainingAdjustments: rows,
  eventsCreated: rows,
  eventsJoined: rows,
  comments: rows,
  reactions: rows,
  clubs: rows,
  notifications: rows,
  newsletter: rows,
  contactMessages: rows,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
