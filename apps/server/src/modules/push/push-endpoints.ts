/**
 * Push services browsers subscribe with (Chrome/Edge via FCM, Firefox's autopush, Safari's Apple
 * Push, Windows' WNS). In production a subscription must point at one of them over https, so the
 * server never sends requests to an address a caller chose (server-side request forgery).
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether the endpoint may be sent to: any URL outside production, a known push service in it. */
export function isAcceptedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    (url.port === '' || url.port === '443') &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}
