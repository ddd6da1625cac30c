/**
 * Runs in the browser before the app's own modules (Next.js instrumentation-client). zod 4 probes `new Function('')`
 * when it builds its first object schema, to compile fast parsers; under our Content-Security-Policy (no
 * 'unsafe-eval', decision 011) the probe is blocked and reported as a CSP violation, though zod catches it. jitless
 * skips the probe: the forms' schemas are small, the interpreted parser is fast enough.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and creates that object only when it is absent (so that
 * copies of zod share it). Setting it here, before zod loads, keeps zod itself out of every page that has no form:
 * importing zod's `config` put 7 KB (gzip) of zod on every page (decision 018). tests/unit/zod-jitless.test.ts
 * checks that zod still reads it.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
