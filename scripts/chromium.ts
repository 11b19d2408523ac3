/**
 * How every tool here launches Chromium: the e2e tests (e2e/playwright.config.ts) and the Lighthouse
 * bench (bench/lighthouse.ts). Debian's Chromium, never a downloaded browser, with flags that keep it off
 * the (closed) network and out of the GPU sandbox this machine lacks (the engineering guide, 'Things that bite on these machines').
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
