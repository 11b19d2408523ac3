/*
 * The CSP allows no eval. Zod 4 probes `new Function('')` on its first object parse to decide whether
 * to compile fast parsers; the probe is caught, but the browser still reports a CSP violation (a
 * Lighthouse best-practices failure and console noise). Jitless mode skips the probe; parsing the
 * small payloads a browser sees is just as fast either way.
 *
 * Zod keeps its global config on `globalThis.__zod_globalConfig` (shared by every copy of zod), so it
 * can be set here without importing zod into the shell chunk, before or after zod itself loads.
 */
const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';
const holder = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
(holder[ZOD_GLOBAL_CONFIG] ??= {}).jitless = true;

export {};
