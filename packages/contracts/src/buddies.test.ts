import { describe, expect, it } from 'vitest';
import { BUDDY_MESSAGES, messageText } from './messages.ts';
import {
  applyBuddyPreferencesUpdate,
  buddyPreferencesUpdateSchema,
  buddyRequestSchema,
  buddySuggestionsQuerySchema,
  DEFAULT_BUDDY_PREFERENCES,
} from './buddies.ts';

describe('buddy preferences', () => {
  it('default to the spec', () => {
    expect(DEFAULT_BUDDY_PREFERENCES).toEqual({
      maxDistance: 25,
      ageRangeMin: 18,
      ageRangeMax: 65,
      paceFlexibility: 'moderate',
      experienceLevelPreference: [],
      genderPreference: 'any',
      communicationStyle: 'any',
      runningGoalAlignment: true,
      scheduleFlexibility: 'moderate',
      isActive: true,
    });
  });

  it('refuse out-of-range values with the message to show', () => {
    const message = (body: unknown) =>
      messageText(buddyPreferencesUpdateSchema.safeParse(body).error?.issues[0]?.message ?? '');
    expect(message({ maxDistance: 0 })).toBe('Distance must be from 1 to 100 km');
    expect(message({ maxDistance: 101 })).toBe('Distance must be from 1 to 100 km');
    expect(message({ ageRangeMin: 17 })).toBe('Ages must be whole numbers from 18 to 120');
    expect(message({ ageRangeMax: 30.5 })).toBe('Ages must be whole numbers from 18 to 120');
    expect(buddyPreferencesUpdateSchema.safeParse({ genderPreference: 'robot' }).success).toBe(false);
    expect(buddyPreferencesUpdateSchema.safeParse({ experienceLevelPreference: ['pro'] }).success).toBe(
      false,
    );
    expect(buddyPreferencesUpdateSchema.safeParse({ userId: 'someone-else' }).success).toBe(false);
  });

  it('check the age order on the merged preferences', () => {
    const patch = buddyPreferencesUpdateSchema.parse({ ageRangeMin: 70 });
    const merged = applyBuddyPreferencesUpdate(DEFAULT_BUDDY_PREFERENCES, patch);
    expect(merged.error?.issues[0]).toMatchObject({
      path: ['ageRangeMax'],
      message: BUDDY_MESSAGES.ageOrder,
    });
    const fine = applyBuddyPreferencesUpdate(DEFAULT_BUDDY_PREFERENCES, { ageRangeMin: 30, ageRangeMax: 40 });
    expect(fine.data).toMatchObject({ ageRangeMin: 30, ageRangeMax: 40, maxDistance: 25 });
  });
});

describe('buddy requests and suggestions', () => {
  it('validate the request, the answer and the page size', () => {
    expect(buddyRequestSchema.safeParse({ recipientId: 'nope' }).error?.issues[0]?.message).toBe(
      BUDDY_MESSAGES.recipient,
    );
    expect(
      buddyRequestSchema.safeParse({ recipientId: '4b8e2c1a-3f6d-4e5a-9b7c-1d2e3f4a5b6c' }).success,
    ).toBe(true);
    expect(
      buddyRequestSchema.safeParse({
        recipientId: '4b8e2c1a-3f6d-4e5a-9b7c-1d2e3f4a5b6c',
        message: 'x'.repeat(501),
      }).error?.issues[0]?.message,
    ).toBe(BUDDY_MESSAGES.message);
    expect(buddySuggestionsQuerySchema.parse({}).limit).toBe(20);
    expect(buddySuggestionsQuerySchema.parse({ limit: '500' }).limit).toBe(50);
    expect(buddySuggestionsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
