import {
  englishTemplate,
  isMessageCode,
  parseMessage,
  type CodedMessage,
  type MessageCode,
  type MessageParams,
} from '@stride/contracts';
import type { TFunction } from 'i18next';

/*
 * The one translator of validation and server messages. Schemas raise message codes (contracts
 * messages.ts) and API answers carry them beside their English (`code`, `params`, `fieldCodes`); this
 * looks a code up in the `messages` namespace (locales/<lng>/messages.json, keys = codes). English is
 * the contracts' text itself, so there is no en/messages.json and nothing shows as a raw code.
 *
 * A component that translates messages loads the namespace: useTranslation(['events', 'messages'])
 * (scripts/check-i18n.mjs checks it, and that every code has a translation in every language).
 */
export const MESSAGES_NAMESPACE = 'messages';

function translateCoded(t: TFunction, { code, params }: CodedMessage): string {
  return t(code, { ...params, ns: MESSAGES_NAMESPACE, defaultValue: englishTemplate(code) });
}

/** A coded message of an API answer, or the answer's English when this build does not know its code. */
function fromAnswer(t: TFunction, answer: Record<string, unknown>): string | undefined {
  const { code, params, message } = answer;
  if (isMessageCode(code)) return translateCoded(t, { code, params: params as MessageParams | undefined });
  if (typeof message === 'string') return translateMessage(t, message);
  return undefined;
}

/**
 * A message in the reader's language, from:
 * - a zod issue's message or a form error (`errors.title`, `errors.title?.message`): a code, with
 *   parameters or not;
 * - a failed request (ApiRequestError, or its `apiError` body) or a success answer with `code`;
 * - text that is no code (already for people): returned as it is.
 * undefined when there is nothing to say (no message, or an error without an API body).
 */
export function translateMessage(t: TFunction, source: MessageCode | CodedMessage): string;
export function translateMessage(t: TFunction, source: unknown): string | undefined;
export function translateMessage(t: TFunction, source: unknown): string | undefined {
  if (typeof source === 'string') {
    if (!source) return undefined;
    const coded = parseMessage(source);
    return coded ? translateCoded(t, coded) : source;
  }
  if (!source || typeof source !== 'object') return undefined;
  if ('apiError' in source) {
    // A failed request (ApiRequestError): its API body, if it sent one.
    const body = (source as { apiError?: unknown }).apiError;
    return body && typeof body === 'object' ? fromAnswer(t, body as Record<string, unknown>) : undefined;
  }
  // Any other error (a network failure) has no words for people.
  if (source instanceof Error) return undefined;
  return fromAnswer(t, source as Record<string, unknown>);
}

type Issue = { path: string | readonly PropertyKey[]; message: string };

/**
 * The first message of each field, translated, keyed by dotted path: from zod issues, or from a failed
 * request's `fieldCodes` (its English `fields` for codes this build does not know).
 */
export function fieldMessages(t: TFunction, source: readonly Issue[] | unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(source)) {
    for (const issue of source as readonly Issue[]) {
      const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
      const text = translateMessage(t, issue.message);
      if (text) out[path] ??= text;
    }
    return out;
  }
  const body =
    source && typeof source === 'object' && 'apiError' in source
      ? (source as { apiError?: unknown }).apiError
      : source;
  if (!body || typeof body !== 'object') return out;
  const { fields, fieldCodes } = body as {
    fields?: Record<string, string[]>;
    fieldCodes?: Record<string, Array<{ code: unknown; params?: MessageParams }>>;
  };
  for (const [path, list] of Object.entries(fields ?? {})) {
    const text = fromAnswer(t, { ...fieldCodes?.[path]?.[0], message: list[0] });
    if (text) out[path] = text;
  }
  return out;
}
