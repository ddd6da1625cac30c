import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { fancredRules } from './schema';

/** The points rules (fancred_rules, seeded by migration). Read often, changed rarely: kept for a minute per process. */
export interface FanCredRule {
  action: string;
  points: number;
  per: 'once' | 'item' | 'day';
  dailyCap: number | null;
  label: string;
}

export interface FanCredRuleRow extends FanCredRule {
  event: string;
  scoreDivisor: number | null;
}

const TTL_MS = 60_000;
let cache: { at: number; rows: FanCredRuleRow[] } | undefined;

async function loadRules(): Promise<FanCredRuleRow[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.rows;
  const db = await getDb();
  const rows = await db.select().from(fancredRules).orderBy(asc(fancredRules.sortOrder), asc(fancredRules.action));
  const mapped = rows.map((row) => ({
    action: row.action,
    event: row.event,
    points: row.points,
    per: row.per as FanCredRule['per'],
    dailyCap: row.dailyCap,
    scoreDivisor: row.scoreDivisor,
    label: row.label,
  }));
  cache = { at: Date.now(), rows: mapped };
  return mapped;
}

/** The rule for an action or for the spec's event name (completed_profile), or null: not an event that earns. */
export async function findRule(actionOrEvent: string): Promise<FanCredRuleRow | null> {
  const rules = await loadRules();
  return rules.find((rule) => rule.action === actionOrEvent) ?? rules.find((rule) => rule.event === actionOrEvent) ?? null;
}

/** The rules table, for "how to earn". */
export async function listRules(): Promise<FanCredRule[]> {
  return (await loadRules()).map(({ action, points, per, dailyCap, label }) => ({ action, points, per, dailyCap, label }));
}
