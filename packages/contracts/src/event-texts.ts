import type { EventDistance } from './options.ts';

/*
 * Event texts and constants without zod, so that a page which only shows events (the event page, the
 * lists) can use them without downloading the validation library; the schemas in events.ts use them.
 */

export const EVENT_MESSAGES = {
  distances: 'Please select at least one distance option',
  clubOrRecurring: 'Club events require a club name, and recurring events require type and end date',
  titleRequired: 'Title is required',
  titleTooLong: 'Title is too long',
  locationRequired: 'Location is required',
  locationTooLong: 'Location is too long',
  date: 'Please enter a valid date',
  time: 'Please enter a valid time',
  recurringEnd: 'The end date must be on or after the event date',
  recurringTooLong: 'Recurring events can repeat for at most one year',
  pastDate: 'The event must start in the future',
  emoji: 'Emoji must be 1 to 10 characters',
  commentRequired: 'Comment is required',
  commentTooLong: 'Comment is too long',
  quickComment: 'Please choose one of the quick comments',
  eventFull: 'Event Full',
  // Issue 25: trust and safety.
  cantJoin: "You can't join this run",
  cantComment: "You can't comment on this run",
  notManager: "Only the run's host, or for a club run its club's owner and admins, can change it",
  clubRequired: 'Choose one of your run clubs to post a club run',
  officialNotAllowed: "Only Stride's organisers can post official events",
  hostStays: "The host can't be taken off their own run",
  notOnRun: "This runner isn't on this run",
  tooFarAhead: 'Events can be at most 2 years ahead',
  tooManyDates: 'A recurring event can have at most 100 dates',
  beyondSearchWindow: 'Recurring events can repeat for at most a year from today',
  pinTooFar: 'The map pin must be within 50 km of the location',
  pinOutsideAustralia: 'The map pin must be in Australia, near the location',
  tooManyCreated: "You've created a lot of events recently. Please try again later.",
} as const;

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
export function commentProblem(content: string): string | null {
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
