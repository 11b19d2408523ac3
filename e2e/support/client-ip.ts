let next = 0;

/**
 * A different client address for each runner a test registers. The e2e server trusts X-Forwarded-For
 * from loopback (TRUST_PROXY=loopback), so the per-IP sign-up limits treat every test runner as a
 * separate visitor, as they would be in real life, instead of one address signing up dozens of times.
 * Addresses come from TEST-NET-3 (203.0.113.0/24), which is reserved for documentation.
 */
export function uniqueClientIp(): string {
  next += 1;
  return `203.0.113.${(next % 254) + 1}`;
}
