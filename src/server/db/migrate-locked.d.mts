import type { ClientBase } from 'pg';

export const MIGRATION_LOCK: number;
export function migrateLocked(client: ClientBase, migrationsFolder: string): Promise<void>;
