import { EVENT_MESSAGES, type MessageCode } from './messages.ts';
import type { EventDistance } from './options.ts';

/*
 * Event texts and constants without zod, so that a page which only shows events (the event page, the
 * lists) can use them without downloading the validation library; the schemas in events.ts use them.
 */

/** Length limits of event fields (characters) and the largest capacity, used by the schemas in events.ts. */
export const EVENT_LIMITS = {
  title: 200,
  description: 5000,
  location: 200,
  clubName: 120,
  creatorComments: 2000,
  difficulty: 20,
  terrain: 40,
  meetingPoint: 500,
  /** The organiser's word to everyone signed up when a run is cancelled (issue 28). */
  cancelMessage: 500,
  url: 500,
  maxParticipants: 10000,
  /** Occurrences one recurring event may have, and how far ahead any event may start (issue 25). */
  maxOccurrences: 100,
  maxDaysAhead: 730,
  /** How far ahead the near-me search looks: a series ends within it. */
  searchWindowDays: 366,
  /** How far the map pin may be from the locality the location names. */
  pinWithinKm: 50,
} as const;

/** Quick comments offered as one-tap buttons; free text is also allowed. */
export const QUICK_COMMENTS = [
  "I'm in!",
  'See you there!',
  'Running late, start without me',
  'Can I bring a friend?',
  'What pace is the group running?',
  'Thanks for organising!',
] as const;

export const COMMENT_MAX_LENGTH = 2000;

/** The message a comment would be refused with (same rules as commentInputSchema), or null. */
export function commentProblem(content: string): MessageCode | null {
  const text = content.trim();
  if (!text) return EVENT_MESSAGES.commentRequired;
  return text.length > COMMENT_MAX_LENGTH ? EVENT_MESSAGES.commentTooLong : null;
}

/**
 * Kilometres of each distance option, used by the runner's stats. Options that name no distance
 * (Other, Relay, OCR, Fundraiser, Fun Run) have none; Ultra counts as the shortest ultra, 50 km.
 */
export const DISTANCE_KM: Partial<Record<EventDistance, number>> = {
  '1mi': 1.609,
  '5k': 5,
  '8k/5mi': 8,
  '10k': 10,
  '15k': 15,
  '10mi': 16.093,
  'Half Marathon': 21.0975,
  Marathon: 42.195,
  '50k': 50,
  '50mi': 80.467,
  Ultra: 50,
  Parkrun: 5,
};
