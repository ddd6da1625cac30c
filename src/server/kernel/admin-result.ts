/**
 * The answer of every staff or service write, whichever context it touches: the value, or a 4xx-shaped reason the
 * console shows and the Admin API returns as `{ error: { code, message } }`.
 */
import { appError, type AppError } from '@/schemas/app-error';

export type AdminError = AppError;
export type AdminResult<T> = { ok: true; value: T } | { ok: false; error: AdminError };

export const adminOk = <T>(value: T): AdminResult<T> => ({ ok: true, value });
export const adminFail = (status: number, code: string, message: string) => ({
  ok: false as const,
  error: appError(status, code, message),
});
