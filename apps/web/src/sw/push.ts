/// <reference lib="webworker" />

/** What the server's web push channel sends (JSON): the text to show and the page to open. */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

function parse(data: PushMessageData | null): PushPayload | undefined {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (typeof value?.title !== 'string' || typeof value.body !== 'string') return undefined;
    return {
      title: value.title,
      body: value.body,
      url: typeof value.url === 'string' ? value.url : '/',
      tag: value.tag,
    };
  } catch {
    return undefined;
  }
}

export async function showPush(registration: ServiceWorkerRegistration, data: PushMessageData | null) {
  const payload = parse(data);
  // A push must show something (browsers penalise silent pushes); a malformed one shows nothing useful.
  if (!payload) return;
  await registration.showNotification(payload.title, {
    body: payload.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    ...(payload.tag ? { tag: payload.tag } : {}),
    data: { url: payload.url },
  });
}

/** The notification's page on this origin; anything pointing elsewhere opens the home page instead. */
export function sameOriginUrl(raw: unknown, origin: string): string {
  try {
    const url = new URL(typeof raw === 'string' ? raw : '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Focuses a Stride window already showing the page, or takes over one of ours, or opens a new one. */
export async function openFromNotification(scope: ServiceWorkerGlobalScope, data: unknown) {
  const target = sameOriginUrl((data as { url?: unknown } | null)?.url, scope.location.origin);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((w) => w.url === target);
  if (exact) return exact.focus();
  const ours = windows.find((w) => new URL(w.url).origin === scope.location.origin);
  if (ours) {
    const navigated = await ours.navigate(target).catch(() => null);
    if (navigated) return navigated.focus();
  }
  return scope.clients.openWindow(target);
}
