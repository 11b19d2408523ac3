/*
 * Every message Stride shows a person from a form check or an API answer: one registry, each message
 * a stable code (`group.key`, e.g. `events.titleRequired`) with its English text, the spec's wording
 * (SPEC, 'Validation rules' and 'The error catalogue'). No zod here: any page can import it.
 *
 * - Schemas raise codes: a zod issue's `message` is a code, or a code with parameters written by
 *   `withParams` (`contact.nameTooLong {"max":100}`). react-hook-form's zod resolver passes it through
 *   untouched, so the web translates it like an API answer.
 * - The server throws errors with codes (apps/server/src/lib/errors.ts) and answers both the English
 *   (`message`, `fields`) and the codes (`code`, `params`, `fieldCodes`): see apiErrorSchema.
 * - The web translates codes (apps/web/src/lib/messages.ts, `locales/<lng>/messages.json`); English is
 *   this file, so a message without a translation shows in English, never as a code.
 *
 * English texts take parameters as {{name}} (i18next's syntax, so translations use the same). A code
 * never changes once shipped: a new wording keeps its code; a new meaning gets a new code.
 */

const MESSAGES = {
  /** The API's own answers: parsing, routing, sign-in, limits, failures. */
  errors: {
    invalidValue: 'Invalid value',
    invalidRequest: 'Invalid request',
    badRequest: 'The request is not valid',
    invalidJson: 'The request body is not valid JSON',
    emptyJson: 'The request body is empty',
    unsupportedMediaType: 'Send the request body as application/json',
    payloadTooLarge: 'The request body is too large',
    contentLength: 'The request body length is wrong',
    uriTooLong: 'The address is too long',
    badAddress: 'The address is not valid',
    signInRequired: 'Please sign in to continue',
    forbidden: 'You are not allowed to do that',
    crossSite: 'Cross-site requests are not allowed',
    notFound: 'Not found',
    noSuchEndpoint: 'No such endpoint: {{method}} {{path}}',
    fileNotFound: 'File not found',
    tooManyRequests: 'Too many requests. Please try again later.',
    invalidInput:
      'The request holds a value that cannot be stored. Check the text and numbers and try again.',
    conflict: 'That conflicts with the current data. Please reload and try again.',
    internal: 'Something went wrong on our side. Please try again later.',
  },
  /** Query and path parameters shared by several routes. */
  api: {
    invalidId: 'Not a valid id',
    invalidRunnerId: 'Not a valid runner id',
    invalidCursor: 'Invalid cursor',
    radius: 'Radius must be 5, 10, 20, 50 or 100 km',
    limitWhole: 'Limit must be a whole number',
    limitMin: 'Limit must be at least 1',
    searchTooLong: 'Search text is too long',
    latLngTogether: 'Latitude and longitude go together',
  },
  text: {
    controlCharacters: 'Remove the control characters from this text',
    url: 'Please enter a valid URL',
  },
  auth: {
    emailRequired: 'Email is required',
    emailTooLong: 'Email is too long',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordSpaces: 'Password cannot be just spaces',
    passwordMin: 'Password must be at least 8 characters',
    passwordMax: 'Password is too long',
    passwordClasses:
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    firstNameRequired: 'First name is required',
    firstNameTooLong: 'First name is too long',
    firstNameChars: 'First name can only contain letters, spaces, hyphens, and apostrophes',
    lastNameRequired: 'Last name is required',
    lastNameTooLong: 'Last name is too long',
    lastNameChars: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
    sexSelect: 'Please select your sex',
    sexRequired: 'Sex is required',
    dobRequired: 'Date of birth is required',
    dateInvalid: 'Please enter a valid date',
    dobFuture: 'Date of birth cannot be in the future',
    age: 'You must be between 13 and 120 years old',
    locationRequired: 'Location is required',
    locationTooLong: 'Location is too long',
    tokenRequired: 'Reset token is required',
    confirmRequired: 'Please confirm your password',
    passwordsMismatch: "Passwords don't match",
    distancesRequired: 'Select at least one preferred distance',
    unknownDistance: 'Unknown distance',
    tooManyGoals: 'At most 20 goals',
    goalEventNameRequired: 'Event name is required',
    goalDistance: 'Please choose a distance',
    goalDifficulty: 'Please choose a difficulty',
    goalTargetTime: 'Target time looks like 4:00:00',
    loginFailed: 'Incorrect username or password',
    emailNotVerified:
      'Please verify your email address before signing in. Check your inbox or request a new verification link.',
    registered: 'Account created! Please check your email to verify your account before signing in.',
    registeredAutoVerified: 'Account created! No email verification is needed — you can sign in now.',
    forgotPassword: "If an account exists with this email, you'll receive a reset link shortly.",
    resendVerification:
      'If an unverified account exists with this email, a new verification link is on its way.',
    verified: 'Email verified successfully! You can now sign in.',
    verificationExpired: 'This verification link has expired. Enter your email to get a new one.',
    verificationInvalid: 'This verification link is invalid or has already been used.',
    resetDone: 'Your password has been updated. You can now sign in with your new password.',
    resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
    commonPassword: 'This password is too common and easy to guess. Please choose a different one.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    signedIn: "You've successfully signed in.",
    signedOut: 'Signed out',
  },
  /** Data rights: a runner takes out everything Stride holds about them, or leaves. */
  account: {
    passwordRequired: 'Enter your password to delete your account',
    passwordWrong: 'That password is not correct',
    signInAgain: 'For your safety, sign in again and then delete your account within 10 minutes',
    deleted: 'Your account and your personal data have been deleted.',
  },
  events: {
    distances: 'Please select at least one distance option',
    clubOrRecurring: 'Club events require a club name, and recurring events require type and end date',
    titleRequired: 'Title is required',
    titleTooLong: 'Title is too long',
    descriptionTooLong: 'Description is too long',
    locationRequired: 'Location is required',
    locationTooLong: 'Location is too long',
    date: 'Please enter a valid date',
    time: 'Please enter a valid time',
    minParticipants: 'At least 1 participant',
    commentsTooLong: 'Comments are too long',
    difficultyTooLong: 'Difficulty is too long',
    terrainTooLong: 'Terrain is too long',
    meetingPointTooLong: 'Meeting point is too long',
    cancelMessageTooLong: 'The message to runners is too long',
    recurringEnd: 'The end date must be on or after the event date',
    recurringTooLong: 'Recurring events can repeat for at most one year',
    noMatchingDates: 'No dates match the chosen days',
    dateSingleOccurrence: 'The date can only be changed for a single occurrence',
    pastDate: 'The event must start in the future',
    unknownDistance: 'Unknown distance option',
    latRequired: 'Latitude is required',
    lngRequired: 'Longitude is required',
    hoursWhole: 'Hours must be a whole number',
    hoursMin: 'Hours must be at least 1',
    attendanceStatus: 'Please choose interested, attending, maybe or not attending',
    emoji: 'Emoji must be 1 to 10 characters',
    commentRequired: 'Comment is required',
    commentTooLong: 'Comment is too long',
    quickComment: 'Please choose one of the quick comments',
    commentNotFound: 'Comment not found',
    commentAuthorOnly: 'Only the author can change this comment',
    notFound: 'Event Not Found',
    calendarNotFound: 'Calendar feed not found',
    eventFull: 'Event Full',
    cancelled: 'This event has been cancelled',
    started: 'This event has already started',
    notJoined: "You haven't joined this event",
    hostLeaving: "You're hosting this event: cancel it instead of leaving it.",
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
    // Issue 29: pace groups and attendance.
    paceGroupPace: 'Pace groups run between 2:30 and 12:00 per km',
    tooManyPaceGroups: 'An event can have at most 8 pace groups',
    paceGroupCapacity: "A pace group can't hold more runners than the event",
    paceGroupLabelTooLong: 'Group name is too long',
    paceGroupLeaderTooLong: "Leader's name is too long",
    paceGroupRequired: 'Choose a pace group',
    paceGroupUnknown: "That pace group isn't part of this run",
    paceGroupFull: 'This pace group is full',
    pace: 'Pace must be a whole number of seconds per km from 120 to 1200',
    paceTolerance: 'Pace tolerance must be a whole number of seconds from 0 to 300',
    present: 'Say whether the runner was there',
    checkInCode: 'The check-in code is 4 digits',
    checkInWrong: "That check-in code isn't right",
    checkInClosed: 'Attendance opens 30 minutes before the run and closes 3 hours after it starts',
    checkInNotOnRun: 'Only runners with a place on this run can check in',
    checkInTooMany: 'Too many wrong codes. Please ask the host to check you in.',
    checkedIn: "You're checked in",
  },
  clubs: {
    nameRequired: 'Club name is required',
    nameTooLong: 'Club name is too long',
    descriptionTooLong: 'Description is too long',
    commentsTooLong: 'Comments are too long',
    locationRequired: 'Location is required',
    locationTooLong: 'Location is too long',
    locationNoComma: 'Please select a valid location from the dropdown options',
    locationNotListed: 'Please select a location from the dropdown',
    annualCost: 'Annual cost must be between 0 and 99,999,999.99',
    runDay: 'Please choose days of the week',
    distance: 'Please choose distances from the list',
    abilityLevel: 'Please choose ability levels from the list',
    role: 'Role must be member, admin or owner',
    notFound: 'Run club not found',
    notAdmin: "Only the club's owner or admins can do that",
    notOwner: "Only the club's owner can do that",
    ownerLeaving: 'Hand ownership to another member before leaving the club',
    notMember: 'You are not a member of this club',
    runnerNotMember: 'This runner is not a member of this club',
    archived: 'This club has been archived',
    lastOwner: 'A club keeps exactly one owner: make another member owner instead',
    // Issue 29: club challenges.
    challengeTitleRequired: 'Challenge title is required',
    challengeTitleTooLong: 'Challenge title is too long',
    challengeMetric: 'Choose runs attended or distance',
    challengeTarget: 'The target must be more than 0 and at most 10,000',
    challengeTargetWhole: 'Runs attended are counted in whole runs',
    challengeDates: 'The end date must be on or after the start date',
    challengeTooLong: 'A challenge can last at most 366 days',
    challengeEndPast: "The end date can't be in the past",
    challengeEnded: 'This challenge has ended',
    challengeNotFound: 'Challenge not found',
    challengeMembersOnly: 'Join the club to take part in its challenges',
  },
  /** Linking a run club to a Strava club and Strava's webhook. */
  strava: {
    clubId: 'Please choose one of your Strava clubs',
    notAdmin: 'Only an admin of the Strava club can link it',
    notConnected: 'Connect your Strava account first',
    busy: 'Strava is busy; please try again later',
    notLinked: 'This club is not linked to a Strava club',
    verifyToken: 'The verify token does not match',
    otherSubscription: 'This event is for another subscription',
  },
  /** Training plans, workout reports and goals (the API and the wizard). */
  training: {
    goalDistance: 'Please choose a race distance',
    date: 'Please enter a valid date',
    raceDatePast: 'The race date is in the past',
    startDatePast: 'The start date cannot be in the past',
    raceBeforeStart: 'The race date must be after the start date',
    raceDateOrWeeks: 'Choose a race date or a number of weeks',
    raceDateAndWeeks: 'Choose either a race date or a number of weeks, not both',
    weeks: 'Weeks must be a whole number',
    planTooShort: 'This plan is too short for the distance: choose a later race date or more weeks',
    planTooLong: 'Plans can be at most 24 weeks long: choose a later start date',
    daysPerWeek: 'Choose 3 to 6 run days a week',
    runDay: 'Run days are 0 (Sunday) to 6 (Saturday)',
    runDaysUnique: 'Each run day can be chosen only once',
    runDaysCount: 'Choose as many run days as days per week',
    longRunDay: 'Choose your long-run day from your run days',
    currentWeeklyKm: 'Enter how many km you run a week',
    currentWeeklyKmMin: 'Plans start from at least 5 km of running a week',
    currentWeeklyKmMax: 'That weekly distance looks too high (at most 250 km)',
    longestRun: 'Enter your longest run in the last 30 days',
    longestRunMin: 'Plans start from a longest recent run of at least 2 km',
    longestRunMax: 'That run looks too long (at most 100 km)',
    raceDistance: 'Race distance must be between 1.5 and 42.2 km',
    raceTime: 'Race time looks like 25:30 or 1:52:00',
    raceTimeUnrealistic: "That race time doesn't look right for the distance",
    experienceLevel: 'Please choose your experience level',
    planNameTooLong: 'Plan name is too long',
    templatePrerequisites:
      'This plan needs more running than you do now: see what it expects before you start',
    planStatus: 'Please choose a valid plan status',
    planStatusChange: "A completed or cancelled plan can't be changed",
    nothingToChange: 'Nothing to change',
    workoutDate: 'Please choose the date of the workout',
    completed: 'Say whether you completed the workout',
    actualDistance: 'Distance must be between 0 and 300 km',
    actualDuration: 'Duration must be between 0 and 48 hours',
    effortRating: 'Effort is rated from 1 to 10',
    rating: 'Ratings are from 1 to 5',
    pace: 'Pace looks like 5:30 (minutes and seconds per km)',
    notesTooLong: 'Notes are too long',
    weather: 'Please choose the weather from the list',
    workoutAhead: 'This workout is still ahead: mark it done on the day or after',
    planEnded: "A cancelled plan can't take workout reports",
    targetTime: 'Target time looks like 4:00:00',
    workoutCompleted: 'Workout Completed',
    planNotFound: 'Training plan not found',
    workoutNotFound: 'Workout not found',
    goalNotFound: 'Goal not found',
    templateNotFound: 'Training plan template not found',
    planInProgress: 'You already have a training plan in progress: replace it, or finish or cancel it first',
    checkInStatus: 'Please choose how you are feeling',
    checkInDays: 'Days must be a whole number from 1 to 14',
    checkInPlanNotActive: 'Check-ins change an active plan: resume this plan first',
    checkInFine: 'Good to hear: your plan carries on as planned.',
    checkInAdjusted: 'Your plan has changed for the days ahead.',
    checkInInjured:
      'Your plan is paused. Rest, and see a physiotherapist or doctor before you run again. When you resume the plan, it restarts from reduced volume.',
    warnAddRunDay:
      'Your long runs would be up to {{percent}}% of a week (more than 40%): add a run day so the week carries more of the distance.',
    warnBuildBase:
      'Your long runs would be up to {{percent}}% of a week (more than 40%): build your base first, running more each week before you start this plan.',
    warnLaterRace:
      'Your long runs would be up to {{percent}}% of a week (more than 40%): choose a later race, so your weekly running can grow with your long run.',
  },
  /** A runner's runs: uploads, runs logged by hand, Strava imports. */
  activities: {
    notFound: 'Run not found',
    fileRequired: 'Choose a GPX, TCX or FIT file',
    fileType: "This file isn't a GPX, TCX or FIT activity",
    notARun: "This activity isn't a run: only runs can be added",
    fileTooLarge: 'Activity files can be at most 10 MB',
    duplicate: "You've already added this file",
    date: 'Choose a day within the last 30 days, up to today',
    distance: 'Distance must be more than 0 and at most 300 km',
    duration: 'Time must be between 1 minute and 48 hours',
    nameTooLong: 'Name is too long',
  },
  /** A running pace typed by a runner (profile, buddies). */
  pace: {
    format: 'Pace looks like 5:30 (minutes and seconds per km)',
  },
  buddies: {
    maxDistance: 'Distance must be from {{min}} to {{max}} km',
    age: 'Ages must be whole numbers from {{min}} to {{max}}',
    ageOrder: 'The lowest age must not be above the highest',
    recipient: 'Please choose a runner',
    message: 'A message can be at most 500 characters',
    alreadyOpen: 'You already have an open buddy request or match with this runner',
    notAvailable: 'This runner is not available as a running buddy',
    self: 'You cannot send a buddy request to yourself',
    notPending: 'This request has already been answered',
    requestNotFound: 'Request not found',
    recipientOnly: 'Only the runner who received the request can answer it',
  },
  /** The profile page's running preferences. */
  profile: {
    bio: 'Your bio can be at most {{max}} characters',
    experienceLevel: 'Please choose an experience level',
    availabilityDays: 'Please choose days of the week',
    preferredTime: 'Please choose a time of day',
  },
  /** Public profiles, blocking and training partners. */
  social: {
    runnerNotFound: 'Runner not found',
    blockSelf: 'You cannot block yourself',
    notPartner: 'You can invite only your buddies and training partners',
    notYourRun: 'You can invite only to an upcoming run you have joined',
    chooseRun: 'Please choose a run',
  },
  push: {
    endpoint: 'Please send the subscription endpoint as an https URL',
    untrustedEndpoint: 'This push service is not accepted',
    keys: 'Please send the subscription keys p256dh and auth',
    endpointTaken:
      'This browser receives notifications for another Stride account. Sign out of it there first.',
    notFound: 'Subscription not found',
  },
  /** A runner's notification settings and notices. */
  notifications: {
    reminderHours: 'Reminder time must be a whole number of hours from {{min}} to {{max}}',
    clockTime: 'Please enter a time as HH:MM',
    quietHoursSame: 'Quiet hours must start and end at different times',
    frequency: 'Please choose immediate or daily digest',
    notFound: 'Notification not found',
    unsubscribeInvalid: 'This unsubscribe link is not valid',
  },
  moderation: {
    targetInvalid: 'Not a valid id',
    reasonRequired: 'Please choose a reason',
    detailsTooLong: 'Details are too long',
    noteTooLong: 'The note is too long',
    alreadyReported: 'You have already reported this. A moderator will look at it.',
    ownContent: 'You cannot report yourself or your own content',
    nothingToReport: 'There is nothing to report there',
    reportNotFound: 'No such report',
    alreadyResolved: 'This report has already been dealt with',
    ownAdminRole: 'You cannot remove your own admin role',
    roleNotHeld: 'That runner does not have this role',
    noSuchRunner: 'No runner has that email address',
    tooManyReports: 'Too many reports. Please try again later.',
    staffNeedsAdmin: "Only an admin can act on a staff member's account or posts",
    notYourself: "You can't hide or remove your own account or posts",
  },
  /** The contact form. */
  contact: {
    nameRequired: 'Please enter your name',
    nameTooLong: 'Name must be at most {{max}} characters',
    emailRequired: 'Please enter your e-mail address',
    emailTooLong: 'E-mail must be at most {{max}} characters',
    emailInvalid: 'Please enter a valid e-mail address',
    subjectRequired: 'Please enter a subject',
    subjectTooLong: 'Subject must be at most {{max}} characters',
    messageRequired: 'Please enter a message',
    messageTooShort: 'Message must be at least {{min}} characters',
    messageTooLong: 'Message must be at most {{max}} characters',
    pathInvalid: 'path must start with /',
    tooManyMessages: 'You have sent several messages already. Please try again in an hour.',
  },
  newsletter: {
    invalidConfirmLink: 'Invalid confirmation link',
    invalidUnsubscribeLink: 'Invalid unsubscribe link',
    confirmLinkNotValid: 'This confirmation link is not valid. It may have expired or been used already.',
    unsubscribeLinkNotValid: 'This unsubscribe link is not valid',
    oneClickOnly: 'Send List-Unsubscribe=One-Click',
    subjectRequired: 'Please enter a subject',
    subjectTooLong: 'Subject must be at most {{max}} characters',
    bodyRequired: 'Please write the newsletter',
    bodyTooLong: 'The newsletter must be at most {{max}} characters',
    noSubscribers: 'No address has confirmed its subscription yet',
    alreadySent: 'This newsletter has just been sent',
  },
  news: {
    titleRequired: 'Title is required',
    titleTooLong: 'Title is too long',
    contentRequired: 'Content is required',
    contentTooLong: 'Content is too long',
    excerptTooLong: 'Excerpt is too long',
    tooManyTags: 'At most {{max}} tags',
    tagInvalid: 'Tags are short words: letters, numbers and hyphens',
    publishedAtInvalid: 'Please enter a valid date and time',
    imageInvalid: 'Upload the image first',
    notFound: 'Article not found',
  },
  /** Uploaded images (avatars, club logos, news images). */
  uploads: {
    imageType: 'Upload a JPEG, PNG or WebP image',
    imageUnreadable: 'That file is not a JPEG, PNG or WebP image we can read',
    imageNotFound: 'No such image',
  },
  heatmap: {
    zoom: 'Tile zoom must be a whole number from {{min}} to {{max}}',
    x: 'Tile x must be a whole number from 0 to 2^zoom - 1',
    y: 'Tile y must be a whole number from 0 to 2^zoom - 1',
    tooManyRequests: 'Too many heat map requests. Please try again in a minute.',
  },
} as const satisfies Record<string, Record<string, string>>;

type Registry = typeof MESSAGES;
export type MessageGroup = keyof Registry;
type KeyOf<G extends MessageGroup> = keyof Registry[G] & string;

/** A message's stable code: `group.key`. */
export type MessageCode = { [G in MessageGroup]: `${G}.${KeyOf<G>}` }[MessageGroup];
export type MessageParams = Readonly<Record<string, string | number>>;
/** A code with the values its English text (and every translation) fills in. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

/** Every code, in registry order. */
export const MESSAGE_CODES = Object.entries(MESSAGES).flatMap(([group, texts]) =>
  Object.keys(texts).map((key) => `${group}.${key}`),
) as [MessageCode, ...MessageCode[]];

const ENGLISH = new Map<string, string>(
  Object.entries(MESSAGES).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [`${group}.${key}`, text]),
  ),
);

/** One group's codes by key, e.g. EVENT_MESSAGES.titleRequired === 'events.titleRequired'. */
function codesOf<G extends MessageGroup>(group: G): { readonly [K in KeyOf<G>]: `${G}.${K}` } {
  return Object.fromEntries(Object.keys(MESSAGES[group]).map((key) => [key, `${group}.${key}`])) as {
    readonly [K in KeyOf<G>]: `${G}.${K}`;
  };
}

export const ERROR_MESSAGES = codesOf('errors');
export const API_MESSAGES = codesOf('api');
export const TEXT_MESSAGES = codesOf('text');
export const AUTH_MESSAGES = codesOf('auth');
export const ACCOUNT_MESSAGES = codesOf('account');
export const EVENT_MESSAGES = codesOf('events');
export const CLUB_MESSAGES = codesOf('clubs');
export const STRAVA_CLUB_MESSAGES = codesOf('strava');
export const TRAINING_MESSAGES = codesOf('training');
export const ACTIVITY_MESSAGES = codesOf('activities');
export const PACE_MESSAGE = codesOf('pace').format;
export const BUDDY_MESSAGES = codesOf('buddies');
export const PROFILE_MESSAGES = codesOf('profile');
export const SOCIAL_MESSAGES = codesOf('social');
export const PUSH_MESSAGES = codesOf('push');
export const NOTIFICATION_SETTINGS_MESSAGES = codesOf('notifications');
export const MODERATION_MESSAGES = codesOf('moderation');
export const CONTACT_MESSAGES = codesOf('contact');
export const NEWSLETTER_MESSAGES = codesOf('newsletter');
export const NEWS_MESSAGES = codesOf('news');
export const UPLOAD_MESSAGES = codesOf('uploads');
export const HEATMAP_MESSAGES = codesOf('heatmap');

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && ENGLISH.has(value);
}

/** The English template of a code, {{params}} unfilled. */
export function englishTemplate(code: MessageCode): string {
  return ENGLISH.get(code) ?? code;
}

/**
 * A code with parameters as one string, for a zod issue's message: `withParams(C.nameTooLong, { max: 100 })`
 * is `contact.nameTooLong {"max":100}`. parseMessage reads it back.
 */
export function withParams(code: MessageCode, params: MessageParams): string {
  return `${code} ${JSON.stringify(params)}`;
}

/** A code, or a code with parameters (withParams), as a CodedMessage; undefined for anything else. */
export function parseMessage(text: string): CodedMessage | undefined {
  const space = text.indexOf(' ');
  const code = space === -1 ? text : text.slice(0, space);
  if (!isMessageCode(code)) return undefined;
  if (space === -1) return { code };
  try {
    const params: unknown = JSON.parse(text.slice(space + 1));
    if (params && typeof params === 'object' && !Array.isArray(params))
      return { code, params: params as MessageParams };
  } catch {
    // Not JSON after the code: not a message of ours.
  }
  return undefined;
}

/** Fills {{name}} from params; a name without a value stays as written. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A message in English: a code, a CodedMessage, or a zod issue's message (code with parameters). */
export function messageText(message: MessageCode | CodedMessage | string, params?: MessageParams): string {
  const coded = typeof message === 'string' ? parseMessage(message) : message;
  if (!coded) return message as string;
  return interpolate(englishTemplate(coded.code), params ?? coded.params);
}

/** A success answer's words for people: the English and the code (the web translates the code). */
export function codedText(code: MessageCode): { message: string; code: MessageCode } {
  return { message: englishTemplate(code), code };
}
