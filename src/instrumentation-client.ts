import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app's own modules (Next.js instrumentation-client). zod 4 probes `new Function('')`
 * when it builds its first object schema, to compile fast parsers; under our Content-Security-Policy (no
 * 'unsafe-eval', decision 011) the probe is blocked and reported as a CSP violation, though zod catches it. jitless
 * skips the probe: the forms' schemas are small, the interpreted parser is fast enough. Set through zod/v4/core (zod
 * keeps the setting on globalThis), so zod itself stays out of pages without forms: 7 KB gzip on every page.
 */
config({ jitless: true });
