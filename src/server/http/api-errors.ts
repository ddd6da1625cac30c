import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { getLogger } from '../logger';

/** The error body of every API (DESIGN §4): { error: { code, message } }, never a stack trace or SQL. */
export function jsonError(status: number, code: string, message: string, init?: { headers?: HeadersInit }): NextResponse {
  return NextResponse.json({ error: { code, message } }, { status, headers: init?.headers });
}

const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/**
 * Reads a JSON, urlencoded or multipart body and validates it with a zod schema. Malformed, oversized or
 * invalid input is a 4xx with a reason; the caller never sees unvalidated data.
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<BodyResult<z.output<S>>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, 'payload_too_large', 'The request body is too large.') };
  const type = request.headers.get('content-type') ?? '';
  let raw: unknown;
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      raw = Object.fromEntries((await request.formData()).entries());
    } else {
      const text = await request.text();
      if (text.length > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, 'payload_too_large', 'The request body is too large.') };
      raw = text.trim() === '' ? {} : JSON.parse(text);
    }
  } catch {
    return { ok: false, response: jsonError(400, 'malformed_body', 'The request body could not be read.') };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return { ok: false, response: jsonError(422, 'invalid_input', `${where}${first?.message ?? 'Invalid input.'}`) };
  }
  return { ok: true, data: parsed.data };
}

/** A real fault: logged with its cause, answered with a 500 that says nothing about the internals. */
export function internalError(error: unknown, context: string): NextResponse {
  getLogger().error({ err: error, context }, 'request failed');
  return jsonError(500, 'internal_error', 'An error occurred. Please try again later');
}
