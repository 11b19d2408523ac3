import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './community.ts';
import {
  EVENT_MESSAGES,
  MESSAGE_CODES,
  codedText,
  englishTemplate,
  interpolate,
  isMessageCode,
  messageText,
  parseMessage,
  withParams,
} from './messages.ts';

describe('the message registry', () => {
  it('gives every message a unique code of the form group.key', () => {
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
    for (const code of MESSAGE_CODES) expect(code).toMatch(/^[a-z]+\.[a-z][A-Za-z0-9]*$/);
  });

  it('has English text for every code', () => {
    for (const code of MESSAGE_CODES) {
      const text = englishTemplate(code);
      expect(text.trim(), code).not.toBe('');
      expect(text, code).not.toBe(code);
    }
  });

  it("names each group's codes by key", () => {
    expect(EVENT_MESSAGES.titleRequired).toBe('events.titleRequired');
    expect(isMessageCode(EVENT_MESSAGES.titleRequired)).toBe(true);
    expect(isMessageCode('events.nope')).toBe(false);
    expect(messageText(EVENT_MESSAGES.titleRequired)).toBe('Title is required');
  });
});

describe('codes with parameters', () => {
  it('round-trip through a zod message', () => {
    const token = withParams('contact.nameTooLong', { max: 100 });
    expect(parseMessage(token)).toEqual({ code: 'contact.nameTooLong', params: { max: 100 } });
    expect(messageText(token)).toBe('Name must be at most 100 characters');
  });

  it('are what the schemas raise, in the spec wording once filled in', () => {
    const result = contactMessageSchema.safeParse({
      name: 'x'.repeat(101),
      email: 'a@b.co',
      subject: 'Hello',
      message: 'short',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), messageText(i.message)]),
    );
    expect(messages).toEqual({
      name: 'Name must be at most 100 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('leave other text alone', () => {
    expect(parseMessage('Title is required')).toBeUndefined();
    expect(parseMessage('events.titleRequired not-json')).toBeUndefined();
    expect(parseMessage('events.titleRequired [1]')).toBeUndefined();
    expect(messageText('Something the parser said')).toBe('Something the parser said');
    expect(interpolate('From {{min}} to {{max}}', { min: 1 })).toBe('From 1 to {{max}}');
  });

  it('give success answers their English and code', () => {
    expect(codedText('auth.signedOut')).toEqual({ message: 'Signed out', code: 'auth.signedOut' });
  });
});
