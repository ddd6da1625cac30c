import 'server-only';
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import type { TermsDraftInput } from '@/schemas/terms';
import { sanitizeStoryHtml } from './sanitize';
import { termsVersions } from './schema';

/**
 * The terms and conditions for staff: numbered versions, of which the highest published one is current (the public
 * page shows it). A published version is never edited: changes go into a draft, which starts as a copy of the current
 * version, is saved as often as needed, and is published as the next version. Version numbers are unique in the
 * database, and so is "one draft at a time" (a partial unique index on the rows not yet published); starting,
 * publishing and discarding a draft take one lock, so two drafts started at once make one, of two racing publishes
 * one wins, and a discard never crosses a start or a publish.
 * Bodies are sanitised on save and again on render (DESIGN §5). Every write is audited under the version number.
 */
export const TERMS_ENTITY = 'terms';
/** pg_advisory_xact_lock key: drafts are started, published and discarded one at a time. */
const TERMS_LOCK = 740_001;
const lockTerms = (tx: Pick<Db, 'execute'>) => tx.execute(sql`select pg_advisory_xact_lock(${TERMS_LOCK})`);

type TermsRow = typeof termsVersions.$inferSelect;

type TermsVersionSummary = { version: number; publishedAt: string | null; createdAt: string; isCurrent: boolean; words: number };
type TermsVersionDetail = TermsVersionSummary & { body: string };

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const wordsOf = (html: string) => (textOf(html) === '' ? 0 : textOf(html).split(' ').length);
const short = (html: string) => (html.length > 200 ? `${html.slice(0, 200)}…` : html);

async function currentVersion(): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ version: termsVersions.version })
    .from(termsVersions)
    .where(isNotNull(termsVersions.publishedAt))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return row?.version ?? null;
}

function summary(row: TermsRow, current: number | null): TermsVersionSummary {
  return {
    version: row.version,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.version === current,
    words: wordsOf(row.body),
  };
}

/** Every version, newest first, with which one is current. */
export async function listTermsVersions(): Promise<TermsVersionSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(termsVersions).orderBy(desc(termsVersions.version));
  const current = rows.find((row) => row.publishedAt)?.version ?? null;
  return rows.map((row) => summary(row, current));
}

/** One version with its body, sanitised as it is shown (DESIGN §5: on render too). */
export async function getTermsVersionForStaff(version: number): Promise<TermsVersionDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.version, version)).limit(1);
  if (!row) return null;
  return { ...summary(row, await currentVersion()), body: sanitizeStoryHtml(row.body) };
}

const notFound = (version: number) => fail(404, 'not_found', `There is no version ${version} of the terms.`);
const alreadyPublished = (version: number) =>
  fail(409, 'published', `Version ${version} is published and can no longer be changed. Start a new draft instead.`);
const EMPTY = 'Write the terms before saving.';

/** Sanitised HTML with some text in it, or null. */
function cleanBody(html: string): string | null {
  const clean = sanitizeStoryHtml(html).trim();
  return textOf(clean) === '' ? null : clean;
}

/**
 * The draft to edit: the one there is, or a new one — a copy of the current version numbered after the highest
 * version. Under the terms lock, so two staff starting one at once get the same draft.
 */
export async function startTermsDraft(actor: Actor): Promise<AdminResult<{ version: number; isNew: boolean }>> {
  const db = await getDb();
  const started = await db.transaction(async (tx) => {
    await lockTerms(tx);
    const [draft] = await tx
      .select()
      .from(termsVersions)
      .where(isNull(termsVersions.publishedAt))
      .orderBy(desc(termsVersions.version))
      .limit(1);
    if (draft) return { version: draft.version, isNew: false };
    const [current] = await tx
      .select()
      .from(termsVersions)
      .where(isNotNull(termsVersions.publishedAt))
      .orderBy(desc(termsVersions.version))
      .limit(1);
    const [{ highest } = { highest: 0 }] = await tx
      .select({ highest: sql<number>`coalesce(max(${termsVersions.version}), 0)`.mapWith(Number) })
      .from(termsVersions);
    const [row] = await tx
      .insert(termsVersions)
      .values({ version: highest + 1, body: current?.body ?? '' })
      .returning();
    if (!row) throw new Error('terms draft insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'terms.draft',
      entityType: TERMS_ENTITY,
      entityId: row.version,
      changes: { status: { before: null, after: 'draft' }, copied_from: { before: null, after: current?.version ?? null } },
    });
    return { version: row.version, isNew: true };
  });
  return adminOk(started);
}

/** Saves a draft's body (sanitised). A published version is refused: it never changes. */
export async function saveTermsDraft(input: TermsDraftInput, actor: Actor): Promise<AdminResult<{ version: number }>> {
  const body = cleanBody(input.body);
  if (body === null) return fail(422, 'empty', EMPTY);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(termsVersions).where(eq(termsVersions.version, input.version)).for('update').limit(1);
    if (!before) return notFound(input.version);
    if (before.publishedAt) return alreadyPublished(input.version);
    if (before.body === body) return adminOk({ version: input.version });
    await tx.update(termsVersions).set({ body }).where(eq(termsVersions.id, before.id));
    await recordAudit(tx, {
      actor,
      action: 'terms.update',
      entityType: TERMS_ENTITY,
      entityId: input.version,
      changes: diffFields({ body: short(before.body) }, { body: short(body) }),
    });
    return adminOk({ version: input.version });
  });
}

/**
 * Publishes a draft with the body sent (saved in the same transaction): it becomes the current version. One publish
 * at a time (the terms lock); the draft is read after the lock, so the second of two racing publishes finds it
 * published and is refused, and a draft older than the current version can never become current.
 */
export async function publishTermsDraft(
  input: TermsDraftInput,
  actor: Actor,
): Promise<AdminResult<{ version: number; publishedAt: string }>> {
  const body = cleanBody(input.body);
  if (body === null) return fail(422, 'empty', EMPTY);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockTerms(tx);
    const [draft] = await tx.select().from(termsVersions).where(eq(termsVersions.version, input.version)).for('update').limit(1);
    if (!draft) return notFound(input.version);
    if (draft.publishedAt) return alreadyPublished(input.version);
    const [current] = await tx
      .select()
      .from(termsVersions)
      .where(isNotNull(termsVersions.publishedAt))
      .orderBy(desc(termsVersions.version))
      .limit(1);
    if (current && current.version > draft.version)
      return fail(409, 'outdated', `Version ${current.version} is already published after this draft. Start a new draft from it.`);
    const [published] = await tx
      .update(termsVersions)
      .set({ body, publishedAt: sql`now()` })
      .where(eq(termsVersions.id, draft.id))
      .returning();
    if (!published?.publishedAt) throw new Error('terms publish returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'terms.publish',
      entityType: TERMS_ENTITY,
      entityId: draft.version,
      changes: {
        ...diffFields({ body: short(draft.body) }, { body: short(body) }),
        published_at: { before: null, after: published.publishedAt.toISOString() },
      },
    });
    return adminOk({ version: published.version, publishedAt: published.publishedAt.toISOString() });
  });
}

/** Throws a draft away (a published version cannot be), under the terms lock like starting and publishing. */
export async function discardTermsDraft(input: { version: number }, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockTerms(tx);
    const [before] = await tx.select().from(termsVersions).where(eq(termsVersions.version, input.version)).for('update').limit(1);
    if (!before) return notFound(input.version);
    if (before.publishedAt) return alreadyPublished(input.version);
    await tx.delete(termsVersions).where(eq(termsVersions.id, before.id));
    await recordAudit(tx, {
      actor,
      action: 'terms.discard',
      entityType: TERMS_ENTITY,
      entityId: input.version,
      changes: { status: { before: 'draft', after: null }, body: { before: short(before.body), after: null } },
    });
    return adminOk(null);
  });
}
