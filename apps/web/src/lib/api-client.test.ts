import { describe, expect, it } from 'vitest';
import { eventDetail } from '@/test/events';
import { jsonResponse, mockFetch } from '@/test/utils';
import { ApiRequestError, apiRequest, getQueryFn, queryKeyToPath } from './api-client';

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe('apiRequest', () => {
  it('sends the session cookie and a JSON body with a JSON content type, and parses the JSON answer', async () => {
    const fetch = mockFetch({ 'POST /api/things': () => jsonResponse({ id: 7 }, { status: 201 }) });
    await expect(apiRequest('POST', '/api/things', { name: 'Parkrun' })).resolves.toEqual({ id: 7 });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Parkrun"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a file as it is, with its own content type, and reads the error type on failure', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const fetch = mockFetch({
      'POST /api/auth/profile/photo': () =>
        jsonResponse(
          { error: 'validation_error', message: 'Use a JPEG, PNG or WebP image' },
          { status: 400 },
        ),
    });
    const error = await caught(apiRequest('POST', '/api/auth/profile/photo', photo));
    expect(error.serverMessage).toBe('Use a JPEG, PNG or WebP image');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(photo);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/png');
  });

  it('sends credentials without a content type when there is no body, and returns undefined for 204', async () => {
    const fetch = mockFetch({ 'DELETE /api/events/3/leave': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('DELETE', '/api/events/3/leave')).resolves.toBeUndefined();
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it("uses '{status}: {response text}' for a failed response and keeps status and parsed body", async () => {
    const body = { error: 'not_found', message: 'Event not found' };
    mockFetch({ 'GET /api/events/9': () => jsonResponse(body, { status: 404, statusText: 'Not Found' }) });
    const error = await caught(apiRequest('GET', '/api/events/9'));
    expect(error.message).toBe(`404: ${JSON.stringify(body)}`);
    expect(error.status).toBe(404);
    expect(error.body).toEqual(body);
    expect(error.serverMessage).toBe('Event not found');
  });

  it("falls back to '{status}: {status text}' when the response has no text", async () => {
    mockFetch({
      'GET /api/events': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    const error = await caught(apiRequest('GET', '/api/events'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeNull();
  });

  it('keeps a non-JSON error text as the body', async () => {
    mockFetch({
      'GET /api/x': () => new Response('upstream timeout', { status: 502, statusText: 'Bad Gateway' }),
    });
    const error = await caught(apiRequest('GET', '/api/x'));
    expect(error.message).toBe('502: upstream timeout');
    expect(error.body).toBe('upstream timeout');
  });

  it("reports a 401 from the login path as 'Incorrect username or password'", async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        jsonResponse({ error: 'invalid_credentials', message: 'Nope' }, { status: 401 }),
    });
    const error = await caught(apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' }));
    expect(error.message).toBe('Incorrect username or password');
    expect(error.status).toBe(401);
  });

  it("uses the body's message for any other 401, else 'Please sign in to continue'", async () => {
    mockFetch({
      'GET /api/notifications': () =>
        jsonResponse({ error: 'unauthorized', message: 'Your session has expired' }, { status: 401 }),
      'GET /api/events/user': () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    });
    expect((await caught(apiRequest('GET', '/api/notifications'))).message).toBe('Your session has expired');
    expect((await caught(apiRequest('GET', '/api/events/user'))).message).toBe('Please sign in to continue');
  });
});

describe('getQueryFn', () => {
  it('GETs the joined query key path', async () => {
    const fetch = mockFetch({ 'GET /api/events/42': () => jsonResponse(eventDetail({ id: 42 })) });
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/events', 42]))).resolves.toMatchObject({
      id: 42,
    });
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('returns null on 401 when configured to, and throws by default', async () => {
    mockFetch({ 'GET /api/auth/user': () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    const error = await caught(
      Promise.resolve(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))),
    );
    expect(error.message).toBe('Please sign in to continue');
  });

  it('still throws other failures when 401 returns null', async () => {
    mockFetch({ 'GET /api/news': () => new Response('boom', { status: 500, statusText: 'Server Error' }) });
    const error = await caught(
      Promise.resolve(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/news']))),
    );
    expect(error.message).toBe('500: boom');
  });

  it('refuses query key segments that cannot be part of a URL', () => {
    expect(queryKeyToPath(['/api/events', 'search'])).toBe('/api/events/search');
    expect(() => queryKeyToPath(['/api/events', { limit: 50 }])).toThrow(TypeError);
  });
});
