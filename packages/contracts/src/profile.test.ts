import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageText } from './messages.ts';
import { profileUpdateSchema } from './profile.ts';

/** Each field's first message, in English. */
const messages = (result: { error?: z.ZodError }) =>
  Object.fromEntries(
    Object.entries(result.error ? z.flattenError(result.error).fieldErrors : {}).map(([field, texts]) => [
      field,
      messageText((texts as string[])[0]!),
    ]),
  );

describe('profileUpdateSchema (PATCH /api/profile)', () => {
  it('takes any subset of the profile, personal details and running preferences alike', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ firstName: ' Zoë ', bio: null })).toEqual({
      firstName: 'Zoë',
      bio: null,
    });
    const setup = profileUpdateSchema.parse({
      firstName: "Mary-Jane O'Neil",
      lastName: 'Smith',
      location: 'Bondi, NSW 2026',
      dateOfBirth: '1990-05-01',
      sex: 'female',
      preferredDistances: ['5k'],
      goals: [{ eventName: 'City2Surf', distance: '10k', difficulty: 'beginner', status: 'in_progress' }],
      availabilityDays: ['monday', 'monday'],
    });
    expect(setup.goals?.[0]?.status).toBe('active');
    expect(setup.availabilityDays).toEqual(['monday']);
  });

  it("uses the profile's messages for what it is given, and personal details cannot be cleared", () => {
    expect(
      messages(
        profileUpdateSchema.safeParse({
          firstName: '',
          lastName: '',
          location: '',
          dateOfBirth: '',
          sex: 'x',
          preferredDistances: [],
        }),
      ),
    ).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      location: 'Location is required',
      dateOfBirth: 'Date of birth is required',
      sex: 'Sex is required',
      preferredDistances: 'Select at least one preferred distance',
    });
    expect(
      messages(profileUpdateSchema.safeParse({ firstName: null, dateOfBirth: '2999-01-01' })),
    ).toMatchObject({
      firstName: 'First name is required',
      dateOfBirth: 'Date of birth cannot be in the future',
    });
  });

  it('refuses fields the runner does not own', () => {
    const result = profileUpdateSchema.safeParse({ firstName: 'Ana', emailVerified: true, eventsJoined: 99 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.code)).toEqual(['unrecognized_keys']);
  });
});
