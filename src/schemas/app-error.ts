/**
 * The one error model (DESIGN §2, §4): every refusal a service returns, whichever context it comes from, is a
 * status, a stable code and the text a person reads (the spec's words where it has them). HTTP answers carry it as
 * `{ error: { code, message, fields?, attempts_left? } }`, mapped in one place (src/server/http/errors.ts). Shared with browser code,
 * so nothing here imports the server.
 */
export interface AppError {
  status: number;
  code: string;
  message: string;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  retryAfter?: number;
  /** Guesses left at a code after a wrong one (sent as `attempts_left`), so the fan knows where they stand. */
  attemptsLeft?: number;
}

export function appError(status: number, code: string, message: string): AppError {
  return { status, code, message };
}
