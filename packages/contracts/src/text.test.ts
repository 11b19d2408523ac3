import { describe, expect, it } from 'vitest';
import { idParamsSchema } from './api.ts';
import { registerSchema } from './auth.ts';
import { contactMessageSchema, pageViewSchema } from './community.ts';
import { commentInputSchema, createEventSchema, reactionInputSchema, updateEventSchema } from './events.ts';
import { locationSearchQuerySchema } from './locations.ts';
import { TEXT_MESSAGES } from './messages.ts';
import { profileUpdateSchema } from './profile.ts';
import { isWebLink } from './text.ts';

const event = {
  title: 'Bondi Sunrise',
  date: '2030-01-05',
  time: '06:30',
  location: 'Bondi, NSW 2026',
  lat: -33.89,
  lng: 151.27,
  distances: ['5k'],
};
const register = {
  email: 'ana@example.com',
  password: 'Harbour-Run-42',
  firstName: 'Ana',
  lastName: 'Lee',
  sex: 'female',
  dateOfBirth: '1990-05-01',
  location: 'Bondi, NSW 2026',
};

/** The messages a parse reported for one field. */
function messages(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('control characters (issue 14: a NUL reached PostgreSQL and answered 500)', () => {
  const refused = [
    ['locality search q', () => locationSearchQuerySchema.safeParse({ q: 'Bon\u0000di' }), 'q'],
    [
      'register location',
      () => registerSchema.safeParse({ ...register, location: 'Bondi\u0000' }),
      'location',
    ],
    ['profile location', () => profileUpdateSchema.safeParse({ location: 'a\u0000' }), 'location'],
    [
      'contact name',
      () =>
        contactMessageSchema.safeParse({
          name: 'A\u0000',
          email: 'a@b.co',
          subject: 's',
          message: 'long enough message',
        }),
      'name',
    ],
    [
      'contact message',
      () =>
        contactMessageSchema.safeParse({
          name: 'A',
          email: 'a@b.co',
          subject: 's',
          message: 'long enough\u0000 message',
        }),
      'message',
    ],
    ['page view path', () => pageViewSchema.safeParse({ path: '/a\u0000' }), 'path'],
    ['event title', () => createEventSchema.safeParse({ ...event, title: 'Run\u0000' }), 'title'],
    ['event title line break', () => createEventSchema.safeParse({ ...event, title: 'Run\nfast' }), 'title'],
    [
      'event description',
      () => createEventSchema.safeParse({ ...event, description: 'x\u0000y' }),
      'description',
    ],
    ['event location', () => updateEventSchema.safeParse({ location: 'Bondi\u0007' }), 'location'],
    ['reaction emoji', () => reactionInputSchema.safeParse({ emoji: '\u0000' }), 'emoji'],
    ['comment', () => commentInputSchema.safeParse({ content: 'hi\u0000' }), 'content'],
    ['C1 control', () => commentInputSchema.safeParse({ content: 'hi\u0085' }), 'content'],
  ] as const;

  it.each(refused)('refuses them in the %s with a clear message', (_name, parse, field) => {
    expect(messages(parse(), field)).toContain(TEXT_MESSAGES.controlCharacters);
  });

  it('keeps line breaks and tabs where text may span lines, and any script or emoji', () => {
    expect(createEventSchema.safeParse({ ...event, description: 'Line one\r\nLine\ttwo' }).success).toBe(
      true,
    );
    expect(commentInputSchema.safeParse({ content: 'See you 👋🏽\nさようなら' }).success).toBe(true);
    expect(reactionInputSchema.safeParse({ emoji: '👨‍👩‍👧' }).success).toBe(true);
    expect(createEventSchema.safeParse({ ...event, title: 'Café Run — 早朝' }).success).toBe(true);
  });
});

describe('links (issue 14: javascript: and data: links were stored)', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example',
    'vbscript:x',
  ])('refuses %s for eventUrl and raceWebsite', (link) => {
    expect(messages(createEventSchema.safeParse({ ...event, eventUrl: link }), 'eventUrl')).toEqual([
      TEXT_MESSAGES.url,
    ]);
    expect(messages(updateEventSchema.safeParse({ raceWebsite: link }), 'raceWebsite')).toEqual([
      TEXT_MESSAGES.url,
    ]);
  });

  it('accepts http and https links', () => {
    expect(createEventSchema.safeParse({ ...event, eventUrl: 'https://parkrun.com.au/bondi' }).success).toBe(
      true,
    );
    expect(updateEventSchema.safeParse({ raceWebsite: 'http://example.org/race' }).success).toBe(true);
  });

  it('isWebLink tells which stored links may be shown', () => {
    expect(isWebLink('https://example.org')).toBe(true);
    expect(isWebLink('JavaScript:alert(1)')).toBe(false);
    expect(isWebLink(' data:text/html,x')).toBe(false);
    expect(isWebLink('not a url')).toBe(false);
    expect(isWebLink(null)).toBe(false);
  });
});

describe('id path parameters (issue 14: 99999999999 reached the database and answered 500)', () => {
  it.each(['0', '-1', '99999999999', '2147483648', '1e3', '0x1f', ' 1', '1.5', '', 'abc'])(
    'refuses %j',
    (id) => {
      expect(idParamsSchema.safeParse({ id }).success).toBe(false);
    },
  );

  it('accepts 1 to 2147483647 as numbers', () => {
    expect(idParamsSchema.parse({ id: '1' })).toEqual({ id: 1 });
    expect(idParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });
});
