import type { ApiError } from '@stride/contracts';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { i18n } from '@/i18n';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Thrown for every non-OK response. `message` follows SPEC section 8; `body` is the parsed response
 * (normally the server's `{ error, message, fields? }`), so callers can show the server's own message or
 * per-field errors without parsing again.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(message: string, init: { status: number; statusText: string; body: unknown }) {
    super(message);
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
  }

  /** The body when it has the shared API error shape. */
  get apiError(): ApiError | undefined {
    return isApiError(this.body) ? this.body : undefined;
  }

  /** The server's human-readable `message`, when it sent one. */
  get serverMessage(): string | undefined {
    return this.apiError?.message || undefined;
  }
}

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.error === 'string' && typeof record.message === 'string';
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** SPEC section 8: the message for a failed response. */
function errorMessage(url: string, response: Response, text: string, body: unknown): string {
  if (response.status === 401) {
    // A failed login is the one 401 that means "wrong credentials" rather than "not signed in".
    if (url.includes('/api/auth/login')) return i18n.t('common:errors.incorrectCredentials');
    return messageOf(body) ?? i18n.t('common:errors.signInRequired');
  }
  return `${response.status}: ${text || response.statusText}`;
}

async function throwIfNotOk(url: string, response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  const body = parseBody(text);
  throw new ApiRequestError(errorMessage(url, response, text, body), {
    status: response.status,
    statusText: response.statusText,
    body,
  });
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
}

/**
 * Request headers and body: a Blob (an upload) goes as it is with its own type, FormData as multipart;
 * anything else as JSON.
 */
function encodeBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  const accept = { Accept: 'application/json' };
  // No content type without a body: Fastify refuses an empty body declared as JSON.
  if (body === undefined) return { headers: accept };
  if (body instanceof Blob) return { headers: { ...accept, 'Content-Type': body.type }, body };
  // A form with files goes as multipart/form-data, its boundary set by the browser.
  if (body instanceof FormData) return { headers: accept, body };
  return { headers: { ...accept, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * Calls the API with the session cookie. A `body` is sent as JSON with a JSON content type, or, when it
 * is a Blob or File, as raw bytes with the file's type. The answer is parsed as JSON (`undefined` for an
 * empty answer such as 204). Non-OK answers throw ApiRequestError.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...encodeBody(body),
    signal: options.signal,
  });
  await throwIfNotOk(url, response);
  const text = await response.text();
  return (text === '' ? undefined : parseBody(text)) as T;
}

/** The URL a query key stands for: its segments joined with '/', e.g. ['/api/events', 42] -> '/api/events/42'. */
export function queryKeyToPath(queryKey: QueryKey): string {
  return queryKey
    .map((segment) => {
      if (typeof segment === 'string' || typeof segment === 'number') return String(segment);
      throw new TypeError(
        `Query key segments must be strings or numbers to form a URL, got ${typeof segment}`,
      );
    })
    .join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read (SPEC section 7): GET the joined query key path. With `on401: 'returnNull'` a 401
 * resolves to null (signed out) instead of throwing.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', queryKeyToPath(queryKey), undefined, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  };
}
