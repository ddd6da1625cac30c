/**
 * The load the benches share (scripts/bench.ts, scripts/bench-cluster.ts): autocannon against a URL, and a plain
 * `node:http` server answering the same bytes, the reference every page is measured against; and the percentile the
 * benches that time samples themselves report, the byte format their tables print, and the database of those that
 * need one (queue, FanCred, live).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

/**
 * A bench's own database on TEST_DATABASE_URL's server (else DATABASE_URL's): the server's address (for create and
 * drop) and the database's.
 */
export function benchDatabase(database: string): { admin: string; database: string; url: string } {
  const admin = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!admin) throw new Error('set TEST_DATABASE_URL or DATABASE_URL (a server where the bench may create a database)');
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return { admin, database, url: url.toString() };
}

/** The p-th percentile of samples (nearest rank; 0 for none). */
/** Bytes as the bench reports print them. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const percentile = (values: ArrayLike<number>, p: number): number => {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** `seconds` of load from `connections` clients that accept gzip and brotli, as phones do. */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Result> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': 'gzip, br', ...options.headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A plain node:http server answering every request with the same bytes and headers. */
export async function baseline(body: Buffer, headers: Record<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
