/**
 * The one error model (DESIGN §2, §4): every refusal a service returns, whichever context it comes from, is a
 * status, a stable code and the text a person reads (the spec's words where it has them, in English). HTTP answers
 * carry it as `{ error: { code, message, fields?, attempts_left? } }`, mapped in one place
 * (src/server/http/api-errors.ts), which writes the message in the request's language (issue 26) from the API
 * catalogue (src/i18n/api/<locale>.json) by `key` (the code unless one code has several texts), falling back to this
 * English message. Shared with browser code, so nothing here imports the server.
 */
export interface AppError {
  status: number;
  code: string;
  message: string;
  /**
   * The API catalogue's id of this text: the code, or `code.variant` where one code has several texts
   * (`not_found.match`). Absent: the code.
   */
  key?: string;
  /** The values of the text's `{name}` placeholders (a date, a number). */
  values?: Record<string, string | number>;
  /** The body field a validation message is about (written before it as `field: `, in every language). */
  field?: string;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  retryAfter?: number;
  /** Guesses left at a code after a wrong one (sent as `attempts_left`), so the fan knows where they stand. */
  attemptsLeft?: number;
}

export function appError(
  status: number,
  code: string,
  message: string,
  text?: { key?: string; values?: Record<string, string | number>; field?: string },
): AppError {
  return { status, code, message, ...text };
}
