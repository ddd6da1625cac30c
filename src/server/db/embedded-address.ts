/**
 * The embedded PostgreSQL server's fixed role and the address of one of its databases. Kept apart from embedded.ts
 * (server-only, which loads the binaries) so that test harnesses outside the server (Playwright) can reach it.
 */
export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'touchline-embedded';
/** The database the app uses on the embedded server (`npm start`, the end-to-end server). */
export const EMBEDDED_DATABASE = 'touchline';

export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
}
