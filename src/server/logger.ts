import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { getConfig } from './config';

let instance: pino.Logger | undefined;

/**
 * The request a line of the log belongs to (issue 39): scripts/serve.mjs runs each request inside this store with its
 * id (the edge's X-Request-Id, or a new one), so every line the request causes — in a route, a page, a service, a job
 * it enqueues — carries the id the fan's error page and the `X-Request-Id` header show. Kept under a global name:
 * serve.mjs (plain Node) and every bundle of the app must share one store.
 */
interface RequestContext {
  requestId: string;
}
const CONTEXT = Symbol.for('touchline.request-context');
const holder = globalThis as { [CONTEXT]?: AsyncLocalStorage<RequestContext> };
const requestContext = (holder[CONTEXT] ??= new AsyncLocalStorage<RequestContext>());

/**
 * One JSON logger for the server (pino). Inside a request every line says the request's id: pino's mixin reads it from
 * the request's context, which makes each line what a per-request child logger would (`{requestId}` bound), while the
 * logger stays one object — a service that kept `getLogger()` from before the request, or a test that watches it,
 * sees the same lines.
 */
export function getLogger(): pino.Logger {
  instance ??= pino({
    level: getConfig().logLevel,
    base: { app: 'touchline' },
    mixin: () => {
      const requestId = requestContext.getStore()?.requestId;
      return requestId ? { requestId } : {};
    },
    redact: { paths: ['msisdn', '*.msisdn', 'to', '*.to', 'password', '*.password'], censor: '[redacted]' },
  });
  return instance;
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Runs `work` as part of the request `requestId` (the route wrapper, when serve.mjs has not; a job of a request). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}
