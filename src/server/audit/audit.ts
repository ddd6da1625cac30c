import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { type Actor } from '../kernel';
import { auditLog } from './schema';

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** The fields whose values differ between two snapshots of an item (compared as JSON). */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/** Records one write, inside the caller's transaction. */
export async function recordAudit(
  tx: Pick<Db, 'insert'>,
  entry: { actor: Actor; action: string; entityType: string; entityId: string | number; changes: Changes },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: entry.actor.type === 'staff' ? entry.actor.id : null,
    actorLabel: entry.actor.label,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    changes: entry.changes,
  });
}

export type AuditEntry = {
  id: number;
  actorType: string;
  actorLabel: string;
  action: string;
  entityType: string;
  entityId: string;
  changes: Changes;
  createdAt: Date;
};

const AUDIT_PAGE_SIZE = 50;

/** The newest entries first: one item's history (entity type and id), one type's, or everything (the admin log page). */
export async function listAudit(filter: {
  entityType?: string;
  entityId?: string | number;
  page?: number;
  limit?: number;
}): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const db = await getDb();
  const limit = Math.min(filter.limit ?? AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE);
  const page = Math.max(1, filter.page ?? 1);
  const where = and(
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, String(filter.entityId)) : undefined,
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return {
    hasMore: rows.length > limit,
    entries: rows.slice(0, limit).map((row) => ({ ...row, changes: row.changes as Changes })),
  };
}

/** The item types that have entries (the log page's filter). */
export async function listAuditEntityTypes(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ entityType: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType);
  return rows.map((row) => row.entityType);
}
