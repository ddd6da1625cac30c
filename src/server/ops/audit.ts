import 'server-only';
import type { Db } from '../db/client';
import { auditLog } from './audit-schema';

/** Who made a change: a signed-in staff member, or the service API (HTTP Basic). */
export type Actor = { type: 'staff'; id: string; label: string } | { type: 'service'; label: string };

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
