import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { ApiRequestError } from './api-client';
import { translateLater } from './translate-later';

describe('translateLater', () => {
  it("loads the messages and their translations when first needed, and says a failure in the runner's language", async () => {
    const { i18n, ready } = createI18n({ lng: 'de' });
    await ready;
    expect(i18n.hasLoadedNamespace('messages')).toBe(false);
    const failure = new ApiRequestError('409: …', {
      status: 409,
      statusText: 'Conflict',
      body: { error: 'conflict', message: 'Club name is required', code: 'clubs.nameRequired' },
    });
    expect(await translateLater(i18n.t, failure, i18n)).toBe('Der Clubname ist erforderlich');
    expect(await translateLater(i18n.t, new Error('offline'), i18n)).toBeUndefined();
  });
});
