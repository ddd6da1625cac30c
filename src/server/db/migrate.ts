import 'server-only';
import path from 'node:path';
import type { Db } from './client';
import { migrateLocked } from './migrate-locked.mjs';

/** The migrations in `drizzle/`, once however many copies start together (the advisory lock of migrate-locked.mjs). */
export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await migrateLocked(client, path.resolve(process.cwd(), 'drizzle'));
  } finally {
    client.release();
  }
}
