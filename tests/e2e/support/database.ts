import pg from 'pg';
import { e2eDatabaseUrl } from '../../../scripts/e2e-database';

/** One query on the end-to-end server's database (scripts/e2e-database.ts: TEST_DATABASE_URL's server, else the embedded one). */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
