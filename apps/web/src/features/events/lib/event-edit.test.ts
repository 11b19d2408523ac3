import type { CreateEvent, EventDetail } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { eventFormValues, eventPatch } from './event-edit';

const event = {
  id: 7,
  title: 'Harbour Loop',
  description: null,
  date: '2030-03-05',
  time: '06:30',
  location: 'The Rocks, NSW 2000',
  lat: -33.86,
  lng: 151.21,
  distances: ['5k', 'Parkrun'],
  maxParticipants: 20,
  eventType: 'official',
  isClubEvent: false,
  clubName: null,
  abilityLevels: [],
  creatorComments: null,
  isRace: true,
  raceCost: '12.50',
  raceWebsite: null,
  difficulty: null,
  terrain: null,
  meetingPoint: 'By the steps',
  eventUrl: null,
  isRecurring: true,
  paceGroups: [],
} as unknown as EventDetail;

const before = eventFormValues(event);
/** What the form hands over on submit: the schema's output for the values shown. */
const submitted = (over: Partial<CreateEvent> = {}) =>
  ({
    ...before,
    description: null,
    clubName: null,
    creatorComments: null,
    raceWebsite: null,
    difficulty: null,
    terrain: null,
    eventUrl: null,
    ...over,
  }) as CreateEvent;

describe('event edit patch', () => {
  it('prefills the form from the event, with empty text for missing values and no recurrence', () => {
    expect(before).toMatchObject({
      title: 'Harbour Loop',
      description: '',
      raceCost: 12.5,
      isRecurring: false,
    });
  });

  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    expect(eventPatch(before, submitted(), 'single')).toEqual({});
    expect(eventPatch(before, submitted({ title: 'Harbour Loop (new route)' }), 'single')).toEqual({
      title: 'Harbour Loop (new route)',
    });
    expect(eventPatch(before, submitted({ distances: ['Parkrun', '5k'] }), 'single')).toEqual({});
    expect(eventPatch(before, submitted({ isRace: false, raceCost: null }), 'single')).toEqual({
      isRace: false,
      raceCost: null,
    });
  });

  it('sends a new place with its point and state, and never a date for the whole series', () => {
    const moved = submitted({ location: 'Manly, NSW 2095', lat: -33.8, lng: 151.28, state: 'NSW' });
    expect(eventPatch(before, moved, 'single')).toEqual({
      location: 'Manly, NSW 2095',
      lat: -33.8,
      lng: 151.28,
      state: 'NSW',
    });
    const later = submitted({ date: '2030-03-06', time: '07:00' });
    expect(eventPatch(before, later, 'single')).toEqual({ date: '2030-03-06', time: '07:00' });
    expect(eventPatch(before, later, 'series')).toEqual({ time: '07:00' });
  });
});
