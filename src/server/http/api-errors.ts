import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { getLogger } from '../logger';
import { containsNul } from './nul-character';

/** The error body of every API (DESIGN §4): { error: { code, message } }, never a stack trace or SQL. */
export function jsonError(status: number, code: string, message: string, init?: { headers?: HeadersInit }): NextResponse {
  return NextResponse.json({ error: { code, message } }, { status, headers: init?.headers });
}

const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/** The body's bytes, or null once it passes `max` (whatever Content-Length says, or when it is chunked). */
async function readLimited(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON, urlencoded or multipart body (at most 64 KB unless the route allows more, e.g. for an upload) and validates it with a zod schema. Malformed,
 * oversized or invalid input is a 4xx with a reason; the caller never sees unvalidated data.
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S, options?: { maxBytes?: number }): Promise<BodyResult<z.output<S>>> {
  const maxBytes = options?.maxBytes ?? MAX_BODY_BYTES;
  const tooLarge = () => ({ ok: false as const, response: jsonError(413, 'payload_too_large', 'The request body is too large.') });
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return tooLarge();
  const type = request.headers.get('content-type') ?? '';
  let raw: unknown;
  try {
    const bytes = await readLimited(request, maxBytes);
    if (!bytes) return tooLarge();
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData();
      raw = Object.fromEntries(form.entries());
    } else {
      const text = new TextDecoder().decode(bytes);
      raw = text.trim() === '' ? {} : JSON.parse(text);
    }
  } catch {
    return { ok: false, response: jsonError(400, 'malformed_body', 'The request body could not be read.') };
  }
  if (containsNul(raw)) return { ok: false, response: jsonError(400, 'malformed_body', 'The request contains a NUL character.') };
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
