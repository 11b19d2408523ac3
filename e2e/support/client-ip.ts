let next = 0;

/**
 * A different client address for each runner a test registers. The e2e server trusts X-Forwarded-For
 * from loopback (TRUST_PROXY=loopback), so the per-IP sign-up limits treat every test runner as a
 * separate visitor, as they would be in real life, instead of one address signing up dozens of times.
 * Each Playwright worker (and each worker started again after a failure) counts in its own block of
 * 4,096 addresses, so two workers never share one. Addresses come from 198.18.0.0/15, which is reserved
 * for benchmarks and tests.
 */
export function uniqueClientIp(): string {
  next += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const n = (worker * 4096 + next) % 131072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}
