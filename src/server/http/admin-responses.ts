import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { AdminResult } from '../ops/admin-result';
import type { Actor } from '../ops/audit';
import { revalidateContent } from '../site/revalidate';
import { jsonError, parseBody } from './api-errors';
import { requireService } from './service-guard';

type ContentTag = Parameters<typeof revalidateContent>[number];

/** An admin write's answer: 204 and the public pages refreshed, or its 4xx (spec §7: success is 204). */
export function writeResponse(result: AdminResult<unknown>, tags: ContentTag[]): NextResponse {
  if (!result.ok) return jsonError(result.error.status, result.error.code, result.error.message);
  revalidateContent(...tags);
  return new NextResponse(null, { status: 204 });
}

/**
 * One Admin API call (/admin/api/v1/*): HTTP Basic, then the body parsed with `schema`, then `run` with the service
 * actor. The handlers stay one line each.
 */
export async function serviceCall<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (input: z.output<S>, actor: Actor) => Promise<NextResponse>,
  options?: { maxBytes?: number },
): Promise<NextResponse> {
  const service = await requireService(request);
  if (!service.ok) return service.response;
  const parsed = await parseBody(request, schema, options);
  if (!parsed.ok) return parsed.response;
  return run(parsed.data, service.actor);
}

/** Reads of the Admin API: private, never cached. */
export function readResponse(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } });
}
