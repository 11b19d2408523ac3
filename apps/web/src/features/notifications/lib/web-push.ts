import type { PushSubscriptionInput } from '@stride/contracts';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/push-subscription';

/** Where this browser stands with web push. */
export type PushState = 'unsupported' | 'no-worker' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** How long a first visit waits for the app's service worker to finish installing. */
const INSTALL_WAIT_MS = 8000;

/**
 * The app's service worker. On a first visit it may still be installing: wait a few seconds for it
 * rather than telling the runner to reload (issue 26); where none comes (a development build), say so.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (await navigator.serviceWorker.getRegistration()) return navigator.serviceWorker.ready;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), INSTALL_WAIT_MS)),
  ]);
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  if (!reg) return 'no-worker';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/** The VAPID key as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks permission (only now, on the runner's click), subscribes this browser and tells the server. */
export async function enablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registration();
  if (!reg) return 'no-worker';
  const { publicKey } = await getPushPublicKey();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  const reg = supported() ? await registration() : undefined;
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return pushState();
}

/**
 * Signing out: this browser stops receiving the runner's notices (issue 25), so the next person to use
 * it sees none of them and can subscribe it for their own account. Never holds sign-out up for long.
 */
export async function stopPushOnSignOut(): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000));
  await Promise.race([
    disablePush().then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
}
