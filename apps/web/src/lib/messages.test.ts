import {
  AUTH_MESSAGES,
  EVENT_MESSAGES,
  MESSAGE_CODES,
  englishTemplate,
  messageText,
  withParams,
  type ApiError,
} from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { ApiRequestError } from './api-client';
import { fieldMessages, translateMessage } from './messages';

async function translator(lng: Language) {
  const { i18n, ready } = createI18n({ lng });
  await ready;
  await i18n.loadNamespaces('messages');
  return i18n;
}

const failure = (body: ApiError) =>
  new ApiRequestError('400: …', { status: 400, statusText: 'Bad Request', body });

/** Sample values for a template's {{params}}. */
const paramsOf = (template: string) =>
  Object.fromEntries([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m, i) => [m[1], 7 + i]));

describe('every message code', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('has its own translation in %s', async (lng) => {
    const i18n = await translator(lng);
    const untranslated = MESSAGE_CODES.filter((code) => {
      const own = i18n.getResource(lng, 'messages', code) as unknown;
      return typeof own !== 'string' || own.trim() === '';
    });
    expect(untranslated).toEqual([]);
    for (const code of MESSAGE_CODES) {
      const params = paramsOf(englishTemplate(code));
      const text = translateMessage(i18n.t, { code, params });
      expect(text, `${lng} ${code}`).not.toMatch(/\{\{|^[a-z]+\.[a-zA-Z]+$/);
      for (const value of Object.values(params)) expect(text, `${lng} ${code}`).toContain(String(value));
    }
  });

  it('reads in English as the contracts write it', async () => {
    const i18n = await translator('en');
    for (const code of MESSAGE_CODES) {
      const params = paramsOf(englishTemplate(code));
      expect(translateMessage(i18n.t, { code, params })).toBe(messageText(code, params));
    }
  });
});

describe('translateMessage', () => {
  it('translates a zod message: a code, or a code with its parameters', async () => {
    const i18n = await translator('fr');
    expect(translateMessage(i18n.t, EVENT_MESSAGES.titleRequired)).toBe(
      i18n.getResource('fr', 'messages', 'events.titleRequired'),
    );
    expect(translateMessage(i18n.t, withParams('contact.nameTooLong', { max: 100 }))).toBe(
      'Le nom peut contenir 100 caractères au maximum',
    );
  });

  it("translates an API answer's code and params, and leaves other text alone", async () => {
    const i18n = await translator('de');
    // PUT /api/buddies/preferences with { maxDistance: 0, ageRangeMin: 70 }
    const distance = { code: 'buddies.maxDistance', params: { min: 1, max: 100 } } as const;
    const body: ApiError = {
      error: 'validation_error',
      message: 'Distance must be from 1 to 100 km',
      ...distance,
      fields: { maxDistance: [messageText(distance)], ageRangeMax: [messageText('buddies.ageOrder')] },
      fieldCodes: { maxDistance: [distance], ageRangeMax: [{ code: 'buddies.ageOrder' }] },
    };
    expect(translateMessage(i18n.t, failure(body))).toBe('Die Entfernung muss zwischen 1 und 100 km liegen');
    expect(fieldMessages(i18n.t, failure(body))).toEqual({
      maxDistance: 'Die Entfernung muss zwischen 1 und 100 km liegen',
      ageRangeMax: 'Das Mindestalter darf nicht über dem Höchstalter liegen',
    });
    expect(
      translateMessage(i18n.t, { success: true, message: 'Signed out', code: AUTH_MESSAGES.signedOut }),
    ).toBe('Abgemeldet');
    expect(translateMessage(i18n.t, 'Schon übersetzt')).toBe('Schon übersetzt');
  });

  it("shows the server's English for a code this build does not know, never the code", async () => {
    const i18n = await translator('ja');
    const unknown = { error: 'conflict', message: 'Something new went wrong', code: 'future.thing' };
    expect(translateMessage(i18n.t, failure(unknown as unknown as ApiError))).toBe(
      'Something new went wrong',
    );
  });

  it('says nothing for a failure without an API body, or nothing at all', async () => {
    const i18n = await translator('en');
    expect(
      translateMessage(
        i18n.t,
        new ApiRequestError('502: Bad Gateway', { status: 502, statusText: '', body: '' }),
      ),
    ).toBe(undefined);
    expect(translateMessage(i18n.t, new TypeError('Failed to fetch'))).toBeUndefined();
    expect(translateMessage(i18n.t, undefined)).toBeUndefined();
    expect(translateMessage(i18n.t, '')).toBeUndefined();
  });

  it('gives zod issues their field and first message', async () => {
    const i18n = await translator('es');
    expect(
      fieldMessages(i18n.t, [
        { path: ['recentRace', 'time'], message: 'training.raceTime' },
        { path: ['recentRace', 'time'], message: 'training.raceTimeUnrealistic' },
      ]),
    ).toEqual({ 'recentRace.time': i18n.getResource('es', 'messages', 'training.raceTime') });
  });
});
