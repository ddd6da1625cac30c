import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { AdminResult, Actor } from '../kernel';
import { revalidateContent } from '../site';
import { fail } from './api-errors';
import { service } from './guards';
import { route } from './route';

type ContentTag = Parameters<typeof revalidateContent>[number];

/** An admin write's answer: 204 and the public pages refreshed, or its 4xx (spec §7: success is 204). */
export function writeResponse(result: AdminResult<unknown>, tags: ContentTag[]): NextResponse {
  if (!result.ok) fail(result.error);
  revalidateContent(...tags);
  return new NextResponse(null, { status: 204 });
}

/**
 * One Admin API call (/admin/api/v1/*) on the route wrapper: HTTP Basic from a server, never a cross-site browser page
 * (the `service` guard, decision 038), then the body parsed with `schema`, then `run` with the service actor. The
 * handlers stay one line each.
 */
export function serviceRoute<S extends z.ZodType>(
  schema: S,
  run: (input: z.output<S>, actor: Actor) => Promise<Response>,
  options?: { maxBytes?: () => number },
) {
  return route({
    access: service,
    body: schema,
    maxBytes: options?.maxBytes,
    handle: ({ input, actor }) => run(input as z.output<S>, actor),
  });
}

/** Reads of the Admin API: private, never cached. */
export function readResponse(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } });
}
