import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { appError, type AppError } from '@/schemas/app-error';
import { localisedMessage, validationError } from './error-language';
import { requestLocale } from './request-locale';
import { containsNul } from './nul-character';

/**
 * The one place an error becomes HTTP (DESIGN §4): `{ error: { code, message, fields? } }` with the error's status,
 * never a stack trace or SQL. Services return or throw an AppError; route handlers (through src/server/http/route.ts)
 * and the Admin API map it here. The message is in the request's language (`locale`, from requestLocale: issue 26)
 * where the API catalogue has it, else the service's English; the code never changes, and `fields` stays the form's
 * message codes (the form shows each through its own catalogue).
 */
export function errorResponse(
  error: AppError,
  init?: { fields?: Record<string, string>; headers?: HeadersInit; locale?: Locale },
): NextResponse {
  const body = {
    error: {
      code: error.code,
      message: init?.locale ? localisedMessage(error, init.locale) : error.message,
      ...(init?.fields ? { fields: init.fields } : {}),
      ...(error.attemptsLeft !== undefined ? { attempts_left: error.attemptsLeft } : {}),
    },
  };
  const response = NextResponse.json(body, { status: error.status, headers: init?.headers });
  if (error.retryAfter !== undefined) response.headers.set('retry-after', String(error.retryAfter));
  return response;
}

/** A refusal thrown through any number of calls and answered by the route wrapper (errorResponse). */
export class HttpError extends Error {
  constructor(
    readonly error: AppError,
    readonly init: { fields?: Record<string, string>; headers?: HeadersInit } = {},
  ) {
    super(error.message);
    this.name = 'HttpError';
  }
}

/** Ends the handler with this refusal (the wrapper answers it): `if (!result.ok) fail(result.error)`. */
export function fail(error: AppError, init?: { fields?: Record<string, string>; headers?: HeadersInit }): never {
  throw new HttpError(error, init);
}

export function jsonError(status: number, code: string, message: string, init?: { headers?: HeadersInit }): NextResponse {
  return errorResponse(appError(status, code, message), init);
}

/** The request-level refusals every endpoint shares. */
export const HTTP_ERRORS = {
  payloadTooLarge: appError(413, 'payload_too_large', 'The request body is too large.'),
  malformedBody: appError(400, 'malformed_body', 'The request body could not be read.'),
  nulCharacter: appError(400, 'malformed_body', 'The request contains a NUL character.', { key: 'malformed_body.nul' }),
  crossSite: appError(403, 'cross_site', 'This request must come from this site.'),
  notFound: appError(404, 'not_found', 'There is nothing at this address.'),
  internal: appError(500, 'internal_error', 'An error occurred. Please try again later'),
  /** The database cannot be reached (down, restarting): a fault of the moment, worth a retry (issue 22). */
  unavailable: {
    ...appError(503, 'service_unavailable', 'The service is briefly unavailable. Please try again in a moment.'),
    retryAfter: 5,
  },
} as const;

const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/** The body's bytes, or null once it passes `max` (whatever Content-Length says, or when it is chunked). */
async function readLimited(request: Request, max: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? '0') > max) return null;
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

/** A body read as text, at most `maxBytes` (413 past that, chunked or not): for signed callbacks and forms. */
export async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const bytes = await readLimited(request, maxBytes).catch(() => fail(HTTP_ERRORS.malformedBody));
  if (!bytes) fail(HTTP_ERRORS.payloadTooLarge);
  return new TextDecoder().decode(bytes);
}

/** A urlencoded or multipart form, at most `maxBytes`. */
export async function readForm(request: Request, maxBytes = MAX_BODY_BYTES): Promise<FormData> {
  const bytes = await readLimited(request, maxBytes).catch(() => fail(HTTP_ERRORS.malformedBody));
  if (!bytes) fail(HTTP_ERRORS.payloadTooLarge);
  const type = request.headers.get('content-type') ?? '';
  return new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData().catch(() => fail(HTTP_ERRORS.malformedBody));
}

/**
 * Reads a JSON, urlencoded or multipart body (at most 64 KB unless the route allows more, e.g. for an upload) and validates it with a zod schema. Malformed,
 * oversized or invalid input is a 4xx with a reason; the caller never sees unvalidated data.
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options?: { maxBytes?: number },
): Promise<BodyResult<z.output<S>>> {
  try {
    return { ok: true, data: await readInput(request, schema, options?.maxBytes) };
  } catch (error) {
    if (error instanceof HttpError)
      return { ok: false, response: errorResponse(error.error, { ...error.init, locale: requestLocale(request) }) };
    throw error;
  }
}

/** parseBody for the route wrapper: the validated input, or a thrown HttpError (413, 400, 422). */
export async function readInput<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<z.output<S>> {
  const type = request.headers.get('content-type') ?? '';
  let raw: unknown;
  const bytes = await readLimited(request, maxBytes).catch(() => fail(HTTP_ERRORS.malformedBody));
  if (!bytes) fail(HTTP_ERRORS.payloadTooLarge);
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData();
      raw = Object.fromEntries(form.entries());
    } else {
      const text = new TextDecoder().decode(bytes);
      raw = text.trim() === '' ? {} : JSON.parse(text);
    }
  } catch {
    fail(HTTP_ERRORS.malformedBody);
  }
  return validInput(raw, schema);
}

/** Input already read (a signed body checked as text first), checked against its schema: 400 for a NUL, 422 naming the first bad field. */
export function validInput<S extends z.ZodType>(raw: unknown, schema: S): z.output<S> {
  if (containsNul(raw)) fail(HTTP_ERRORS.nulCharacter);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    fail(validationError(first?.path.length ? first.path.join('.') : undefined, first?.message));
  }
  return parsed.data;
}
