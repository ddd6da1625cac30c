import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a billing provider's HTTP API (README "Billing providers"): it records every request and
 * answers each with the next planned step — a status and body, or 'hang' (never answers, so the client times out).
 */
export interface CarrierRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export type Step = { status: number; body: unknown } | 'hang';

export interface FakeCarrier {
  url: string;
  requests: CarrierRequest[];
  /** Steps for the next requests, in order; with none left, a request gets 500 "unplanned". */
  plan(...steps: Step[]): void;
  reset(): void;
  close(): Promise<void>;
}

export const reply = (body: unknown, status = 200): Step => ({ status, body });
/** A body sent as is (not JSON-encoded): for replies that are not JSON. */
export const raw = (text: string, status = 200): Step => ({ status, body: { raw: text } });

export async function startFakeCarrier(prefix = ''): Promise<FakeCarrier> {
  const requests: CarrierRequest[] = [];
  let steps: Step[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      let body: unknown = undefined;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        contentType: request.headers['content-type'],
        body,
      });
      const step = steps.shift() ?? { status: 500, body: { error: 'unplanned' } };
      if (step === 'hang') return;
      response.statusCode = step.status;
      const payload = step.body as { raw?: string };
      if (payload && typeof payload === 'object' && typeof payload.raw === 'string') response.end(payload.raw);
      else {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(step.body));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`,
    requests,
    plan: (...next) => {
      steps = next;
    },
    reset: () => {
      steps = [];
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
