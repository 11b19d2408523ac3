import { describe, expect, it, vi } from 'vitest';
import { sameOriginUrl, showPush } from './push';

const ORIGIN = 'https://stride.example';

describe('web push in the service worker', () => {
  it('opens only pages on this origin', () => {
    expect(sameOriginUrl('/events/12', ORIGIN)).toBe(`${ORIGIN}/events/12`);
    expect(sameOriginUrl(`${ORIGIN}/my-events?x=1`, ORIGIN)).toBe(`${ORIGIN}/my-events?x=1`);
    expect(sameOriginUrl('https://evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl('//evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('shows the payload as a notification, keeping its tag and link', async () => {
    const showNotification = vi.fn(async () => {});
    const registration = { showNotification } as unknown as ServiceWorkerRegistration;
    const data = (value: unknown) => ({ json: () => value }) as unknown as PushMessageData;
    await showPush(registration, data({ title: 'Run moved', body: 'Now 7:00', url: '/events/3', tag: 'e3' }));
    expect(showNotification).toHaveBeenCalledWith('Run moved', {
      body: 'Now 7:00',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'e3',
      data: { url: '/events/3' },
    });
    await showPush(registration, data({ body: 'no title' }));
    expect(showNotification).toHaveBeenCalledTimes(1);
  });
});
