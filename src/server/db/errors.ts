/** The SQLSTATE of a PostgreSQL error, as pg raises it or drizzle wraps it (in `cause`). */
function sqlState(error: unknown): { code?: string; constraint?: string } {
  return (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
}

/** A unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error).code === '23505';
}

/** A foreign-key violation (SQLSTATE 23503): a row still referenced (delete), or a reference to nothing. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error).code === '23503';
}

/** The name of the check constraint a write broke (SQLSTATE 23514), or null for any other error. */
export function checkViolation(error: unknown): string | null {
  const state = sqlState(error);
  return state.code === '23514' ? (state.constraint ?? '') : null;
}

/** Socket errors of a database that cannot be reached (down, restarting, unreachable host, name not resolved). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * SQLSTATEs of a server that is going away or not accepting work: class 08 (connection exception), 53300
 * (too_many_connections), 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now: starting or stopping).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[123])$/;
/** What pg and pg-pool say when a connection is cut or never made (they set no code on these). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether `error` means that the database is unavailable rather than that a query is wrong: the one test the route
 * wrapper and the console's actions use to answer 503 with Retry-After instead of 500 (issue 22). It walks drizzle's
 * wrapping (`cause`) and Node's AggregateError (one error per address tried).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
