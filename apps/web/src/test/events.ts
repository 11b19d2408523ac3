import type { EventDetail, UserEvent } from '@stride/contracts';

/** An upcoming event as GET /api/events/:id answers it; tests override what they look at. */
export function eventDetail(extra: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    title: 'Harbour Bridge Loop',
    description: 'Across the bridge and back.',
    date: '2030-03-05',
    time: '18:15',
    timezone: 'Australia/Sydney',
    startsAt: '2030-03-05T07:15:00.000Z',
    timeOfDay: 'evening',
    location: 'The Rocks, NSW 2000',
    lat: -33.86,
    lng: 151.21,
    distances: ['5k'],
    maxParticipants: 20,
    createdBy: 'Ava N',
    creatorId: 'c1',
    creatorDeleted: false,
    canManage: false,
    status: 'open',
    eventType: 'official',
    isClubEvent: false,
    clubName: null,
    abilityLevels: [],
    creatorComments: null,
    isRecurring: false,
    recurringType: null,
    recurringEndDate: null,
    recurringDaysOfWeek: null,
    parentEventId: null,
    isRace: false,
    raceCost: null,
    raceWebsite: null,
    difficulty: null,
    terrain: null,
    privacy: 'public',
    meetingPoint: null,
    eventUrl: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    participantCount: 0,
    waitlistCount: 0,
    paceGroupPaces: [],
    paceGroups: [],
    participants: [],
    userAttendanceStatus: null,
    waitlistPosition: null,
    userPaceGroupId: null,
    userPresent: null,
    runnerPace: null,
    suggestedPaceGroupId: null,
    reactions: [],
    commentCount: 0,
    ...extra,
  } as EventDetail;
}

/** One of the runner's events as GET /api/events/user answers it. */
export function userEvent(extra: Partial<UserEvent> = {}): UserEvent {
  // The detail's extra fields (participants, reactions, …) ride along; the web ignores them.
  return { ...eventDetail(), isCreator: false, ...extra };
}
