/**
 * Expand, deploy, contract (issue 39, decision 042): during a rolling deploy the previous release's copies keep serving
 * on the database this release's migrations have just changed, so a migration never takes away what the previous
 * release still reads or writes. This module finds the statements that would (a dropped or renamed column, a changed
 * type, a new NOT NULL its inserts leave out, a lost unique index its ON CONFLICT needs, …) and refuses each one that is
 * not marked, on the line(s) just before it, as a contract step:
 *
 *     -- contract: <what the previous release stopped reading or relying on, and which release that was>
 *
 * Statements are read by PostgreSQL's own parser (libpg-query, the server's grammar compiled to WebAssembly), so a
 * statement is judged by what it is, not by how it is spelt. Objects created earlier in the same migration file are the
 * new release's own: what it does to them is never refused. The migrations released before this rule existed are
 * grandfathered by an explicit baseline (tag and content hash: editing one of them is refused too).
 *
 * Pure: SQL text in, findings out. scripts/check-migrations.ts reads the folder; tests/unit/migration-rules.test.ts
 * drives the rules.
 */
import { createHash } from 'node:crypto';
import { loadModule, parseSync, type AlterTableCmd, type ColumnDef, type Constraint, type Node, type RawStmt } from 'libpg-query';

export interface MigrationFile {
  /** The journal's tag: the file is `<tag>.sql`. */
  tag: string;
  /** The journal's `when` (drizzle applies a migration only when it is later than the newest one applied). */
  when: number;
  sql: string;
}

export interface BaselineEntry {
  tag: string;
  /** sha256 of the file's text, as drizzle records it in drizzle.__drizzle_migrations.hash. */
  sha256: string;
}

export type RuleId =
  | 'drop'
  | 'drop-column'
  | 'rename'
  | 'column-type'
  | 'set-not-null'
  | 'not-null-without-default'
  | 'drop-default'
  | 'drop-not-null'
  | 'drop-constraint'
  | 'enum-value'
  | 'truncate'
  | 'revoke'
  | 'empty-contract'
  | 'parse'
  | 'journal'
  | 'baseline';

export interface Finding {
  /** `drizzle/<tag>.sql` (or the journal). */
  file: string;
  /** 1-based line of the statement's first token. */
  line: number;
  rule: RuleId;
  /** The statement, whitespace collapsed, cut at 200 characters. */
  statement: string;
  /** What breaks for the previous release, and what to do instead. */
  message: string;
}

/**
 * Why the baseline exists: every migration up to and including 20261207034511_live_published was on main (and so
 * could be released) before decision 042 made this rule. Three of them would be refused today —
 * 20261121233013_author_names (DROP CONSTRAINT author_roles_name_unique, replaced by a case-blind unique index in the
 * same file), 20261126000403_popia (voucher_redemptions.msisdn DROP NOT NULL) and 20261127011011_matchday (ADD VALUE
 * 'half_time' to match_status) — and a migration on main is never edited (DESIGN §3), so they are accepted as they are,
 * pinned by their hashes.
 */
export const BASELINE_REASON =
  'released before decision 042 (expand, deploy, contract) existed; a migration on main is never edited (DESIGN §3)';

/** The grandfathered migrations, in journal order: the journal must begin with exactly these files. */
export const BASELINE: readonly BaselineEntry[] = [
  ['20261121202011_init', '0481a2acd8086c9d8d7640d9539be5343d035402da4fc98e58557e9af893f1a3'],
  ['20261121205001_identity', '775642a460f65106bb4e537521cd032eb96ef065502610428e4edde5962c7a58'],
  ['20261121214417_billing', 'c2d1313db396124333b22f98f8d3b45ff31083ed330d650f2142153d91be44b5'],
  ['20261121214419_billing_backfill', 'd503b9f4d2e91654f9e82de39675e296a4190dab8111e6630234cfb97b44d22f'],
  ['20261121222418_audit', '82ab4b1741bb59a7ce2a46f00fbf9e06a75249fd0a39015d7d0fdd05352c22fb'],
  ['20261121233013_author_names', '0596cf211463e26c6d52eecd2b69a44c0dba58c6e21dc80952568a54d1f1c637'],
  ['20261122000725_terms_one_draft', '2840e7958c584b90c1f595e71bc3dbf63adae312fd9064ede6804d3654520cb4'],
  ['20261123213749_login_code_network', '693120ccbe4c94a7e72776b1dc01a72d163d6c18714d49c7f4b649c836283e99'],
  ['20261123214412_fancred', 'fbd48ac0019a421ef817fd9147ad9b0ecdcd805aba79e5bc2263089a1ab9b3bf'],
  ['20261123214430_fancred_rules', 'dc802b2bf500f86af2a580ef2297aadf51ff164d33212c43369a2f78c1942ca4'],
  ['20261123224315_fancred_histogram_deltas', '922954388069fee706fb7b1849f13821d13d92ad77b36b69eb88aa6e8e35b9d5'],
  ['20261125212122_competitions', '7be6a13ba28ae029bef4d83678200d4760943a671f84b346782ca7660a4c0e37'],
  ['20261125220505_games', '707a6bc2157ef64672b3e9259497a4dc3ddf0ded71e095c2ecb31e83e6c8c1a1'],
  ['20261125221042_videos', 'db0e053c5c439cdd9c050a5015b89b6500ef3b1ce03e87d8393c3a9c5d40c3b6'],
  ['20261126000403_popia', '272e5dd5fbb3b96ba80d7160bbfa2c779c8f22c462bb5ca52d73c1fc8344b34b'],
  ['20261126000410_popia_consent_backfill', 'ca8f021245d3011bf988f08be8ec6067cdfb812dd226fece6c22a6130602b776'],
  ['20261126185935_game_score_replays', '5b1a3661515f39d133878f4ef1346c3eb351c116d030bc2c7544d6e36b07bcc2'],
  ['20261126190001_videos_signed_streams', 'a5cf60fc6c75a964b9362d3cccb19aefc3d0a722907f7c32a7a4259dd7fcf38f'],
  ['20261126190324_competitions_removed_winners', 'b4592a3b3c34cb3bb69b4756c6b2af743a5391c43ce88532cb971f89dd32b452'],
  ['20261126213917_cache_tag_events', '5a27a97ea2b978699bf680f080e06aae4be0409698c399e08dabf7307d2a76c5'],
  ['20261126214245_outbox_idempotency_key', '790abc3c89f11975135e5ea344313160400e9c660a93b3f2da8d216babcdc161'],
  ['20261127011011_matchday', '7705967c92554282d88e84496d5e3a0e96191a717661bf196c283cd843cff457'],
  ['20261127043054_ussd', '2bf5c8c28d08d98266850199dcbb1ff8d330e2f17dbdd66624a5b63684c99fa1'],
  ['20261127062916_staff_text_translations', '27ceac53f73efd20368e503f47499bf3b3cd90183a4f8ea53a8f48fb508572b7'],
  ['20261127063343_content_text_translations', '6a4834561ccf8f967a367b55a009ad08e5c63bb1721628e6b13f907be8913f23'],
  ['20261206194748_ussd_callback_signatures', '9e5b6a50a80d4fc752b6f77f3db682580fc0f0d11b92c1bd7fe194a7419f2daa'],
  ['20261207034511_live_published', 'a2d4226e341accc7fd1088cecc3ce314a89a333ceeb1700a803c65b821a31747'],
].map(([tag, hash]) => ({ tag: tag as string, sha256: hash as string }));

const CONTRACT_STEP =
  'If the previous release no longer relies on it, say so on the line before the statement: `-- contract: <what the previous release stopped reading, and which release>`.';

/** What each rule says: what breaks for a copy of the previous release still serving, and what to do instead. */
const ADVICE: Record<Exclude<RuleId, 'parse' | 'journal' | 'baseline' | 'empty-contract'>, string> = {
  drop: 'The previous release still reads or writes it: its copies fail until they are replaced. Stop using it in one release, drop it in a later one.',
  'drop-column':
    'The previous release still selects and inserts this column: its copies fail until they are replaced. Stop reading and writing it in one release (leave it in the database), drop it in a later one.',
  rename:
    'The previous release still uses the old name. Expand instead: add the new name (a new column or table), write both, backfill in its own migration, move the reads; drop the old name in a later release.',
  'column-type':
    'The previous release reads and writes the old type (a narrowing refuses its values; any change can break its parsing, and rewrites the table under an exclusive lock). Add a column of the new type, write both, backfill, move the reads; drop the old one in a later release.',
  'set-not-null':
    "The previous release's inserts may leave this column out and would now fail. Only once every release that can be running always writes it, and earlier rows are backfilled (in an earlier migration).",
  'not-null-without-default':
    "The previous release's inserts do not name this new column and would fail (and on a table with rows the migration itself fails). Add it with a DEFAULT, or nullable and backfilled in its own migration, then SET NOT NULL in a later release.",
  'drop-default':
    "The previous release's inserts that leave this column out rely on its default (or identity, or generated value) and would get NULL or fail. Keep the default until no running release relies on it.",
  'drop-not-null':
    'The previous release may read this column as never null; once this release writes NULL there, its copies can fail on those rows. Read it as nullable in one release, drop the NOT NULL in a later one.',
  'drop-constraint':
    'The previous release relies on the guarantee (a unique or primary key its ON CONFLICT needs, a check its code assumes). Keep it until no running release relies on it.',
  'enum-value':
    "The previous release does not know this value: once this release writes it, the previous release's copies fail reading those rows. Add the value in a release whose code reads it but does not write it yet (or write it only from the next release).",
  truncate: 'It empties a table the previous release still reads. Delete the rows in a backfill, or drop the table in a later release.',
  revoke: 'The previous release still uses that privilege. Revoke it in a later release.',
};

let isParserLoaded = false;

/** Loads PostgreSQL's parser (WebAssembly) once. */
export async function loadSqlParser(): Promise<void> {
  if (isParserLoaded) return;
  await loadModule();
  isParserLoaded = true;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The migrations that are not in the baseline: what the rule checks, and what the rolling-deploy test migrates over. */
export function migrationsAfterBaseline(
  migrations: readonly MigrationFile[],
  baseline: readonly BaselineEntry[] = BASELINE,
): MigrationFile[] {
  const grandfathered = new Set(baseline.map((entry) => entry.tag));
  return migrations.filter((migration) => !grandfathered.has(migration.tag));
}

/** The objects a migration file creates, up to the statement being judged: what the new release may still change freely. */
interface Created {
  tables: Set<string>;
  /**
   * `table.column` → whether it has a default (DEFAULT, identity, generated, serial) and is NOT NULL. A new column of an
   * existing table is still one the previous release's inserts leave out: it may not end up NOT NULL without a default.
   */
  columns: Map<string, { hasDefault: boolean; isNotNull: boolean }>;
  indexes: Set<string>;
  constraints: Set<string>;
  types: Set<string>;
}

/** What the migrations so far declared about indexes: name → unique. A DROP INDEX of a known non-unique one is only slower. */
type IndexCatalog = Map<string, boolean>;

const SERIAL_TYPES = new Set(['serial', 'serial2', 'serial4', 'serial8', 'smallserial', 'bigserial']);

function lastName(names: Node[] | undefined): string {
  const last = names?.[names.length - 1];
  return last && 'String' in last ? (last.String.sval ?? '') : '';
}

/** The name a DropStmt object ends in: `a.b` lists, type names, or a bare string. */
function droppedName(object: Node): string {
  if ('List' in object) return lastName(object.List.items);
  if ('TypeName' in object) return lastName(object.TypeName.names);
  if ('String' in object) return object.String.sval ?? '';
  return '';
}

function constraintsOf(def: ColumnDef): Constraint[] {
  return (def.constraints ?? []).flatMap((node) => ('Constraint' in node ? [node.Constraint] : []));
}

function hasDefault(def: ColumnDef): boolean {
  const type = lastName(def.typeName?.names);
  return (
    SERIAL_TYPES.has(type) ||
    def.raw_default !== undefined ||
    def.identity !== undefined ||
    constraintsOf(def).some((c) => c.contype === 'CONSTR_DEFAULT' || c.contype === 'CONSTR_IDENTITY' || c.contype === 'CONSTR_GENERATED')
  );
}

function isNotNull(def: ColumnDef): boolean {
  return def.is_not_null === true || constraintsOf(def).some((c) => c.contype === 'CONSTR_NOTNULL' || c.contype === 'CONSTR_PRIMARY');
}

/** Unique indexes a table definition or an added constraint creates (named after the constraint). */
function recordConstraint(constraint: Constraint, created: Created, catalog: IndexCatalog) {
  if (constraint.conname) created.constraints.add(constraint.conname);
  if (constraint.conname && (constraint.contype === 'CONSTR_UNIQUE' || constraint.contype === 'CONSTR_PRIMARY'))
    catalog.set(constraint.conname, true);
}

/**
 * A statement's breaking rule; `takes`: what the previous release loses by it (`table`, `table.column`,
 * `index:name`), which a contract step declares it no longer uses (the rolling-deploy test leaves those out).
 */
interface Verdict {
  rule: RuleId;
  what: string;
  takes?: string[];
}

/** The breaking rule an ALTER TABLE command falls under, if any (null: it only adds or loosens nothing). */
function judgeAlterTableCmd(table: string, cmd: AlterTableCmd, created: Created, catalog: IndexCatalog): Verdict | null {
  const column = cmd.name ?? '';
  const key = `${table}.${column}`;
  const newColumn = created.columns.get(key);
  const isNewColumn = newColumn !== undefined;
  switch (cmd.subtype) {
    case 'AT_AddColumn': {
      const def = cmd.def && 'ColumnDef' in cmd.def ? cmd.def.ColumnDef : undefined;
      if (!def) return null;
      const name = `${table}.${def.colname ?? ''}`;
      created.columns.set(name, { hasDefault: hasDefault(def), isNotNull: isNotNull(def) });
      for (const constraint of constraintsOf(def)) recordConstraint(constraint, created, catalog);
      return isNotNull(def) && !hasDefault(def)
        ? { rule: 'not-null-without-default', what: `adds ${name} NOT NULL without a DEFAULT` }
        : null;
    }
    case 'AT_AddConstraint':
      if (cmd.def && 'Constraint' in cmd.def) recordConstraint(cmd.def.Constraint, created, catalog);
      return null;
    case 'AT_ColumnDefault':
      if (cmd.def) {
        if (newColumn) newColumn.hasDefault = true;
        return null;
      }
      if (newColumn) newColumn.hasDefault = false;
      return newColumn && !newColumn.isNotNull ? null : { rule: 'drop-default', what: `drops the default of ${key}` };
    case 'AT_DropColumn':
      return isNewColumn ? null : { rule: 'drop-column', what: `drops column ${key}`, takes: [key] };
    case 'AT_AlterColumnType':
      return isNewColumn ? null : { rule: 'column-type', what: `changes the type of ${key}`, takes: [key] };
    case 'AT_SetNotNull':
      if (newColumn) newColumn.isNotNull = true;
      return newColumn?.hasDefault ? null : { rule: 'set-not-null', what: `makes ${key} NOT NULL` };
    case 'AT_DropNotNull':
      if (newColumn) newColumn.isNotNull = false;
      return isNewColumn ? null : { rule: 'drop-not-null', what: `lets ${key} be NULL` };
    case 'AT_DropIdentity':
    case 'AT_DropExpression':
      if (newColumn) newColumn.hasDefault = false;
      return newColumn && !newColumn.isNotNull ? null : { rule: 'drop-default', what: `drops the identity or generated value of ${key}` };
    case 'AT_DropConstraint':
      return created.constraints.has(column)
        ? null
        : { rule: 'drop-constraint', what: `drops constraint ${column} of ${table}`, takes: [`index:${column}`] };
    default:
      return null;
  }
}

/** The breaking rules a statement falls under (several for an ALTER TABLE with several commands); records what it creates. */
function judgeStatement(stmt: Node, created: Created, catalog: IndexCatalog): Verdict[] {
  if ('CreateStmt' in stmt) {
    const table = stmt.CreateStmt.relation?.relname ?? '';
    created.tables.add(table);
    for (const element of stmt.CreateStmt.tableElts ?? []) {
      if ('ColumnDef' in element) {
        for (const constraint of constraintsOf(element.ColumnDef)) recordConstraint(constraint, created, catalog);
      }
      if ('Constraint' in element) recordConstraint(element.Constraint, created, catalog);
    }
    return [];
  }
  if ('CreateTableAsStmt' in stmt) {
    created.tables.add(stmt.CreateTableAsStmt.into?.rel?.relname ?? '');
    return [];
  }
  if ('ViewStmt' in stmt) {
    created.tables.add(stmt.ViewStmt.view?.relname ?? '');
    return [];
  }
  if ('IndexStmt' in stmt) {
    const name = stmt.IndexStmt.idxname ?? '';
    created.indexes.add(name);
    catalog.set(name, stmt.IndexStmt.unique === true || stmt.IndexStmt.primary === true);
    return [];
  }
  if ('CreateEnumStmt' in stmt) {
    created.types.add(lastName(stmt.CreateEnumStmt.typeName));
    return [];
  }
  if ('CompositeTypeStmt' in stmt) {
    created.types.add(stmt.CompositeTypeStmt.typevar?.relname ?? '');
    return [];
  }
  if ('AlterTableStmt' in stmt) {
    const table = stmt.AlterTableStmt.relation?.relname ?? '';
    const isNewTable = created.tables.has(table) || created.indexes.has(table);
    const verdicts = (stmt.AlterTableStmt.cmds ?? []).flatMap((node) => {
      if (!('AlterTableCmd' in node)) return [];
      const verdict = judgeAlterTableCmd(table, node.AlterTableCmd, created, catalog);
      return verdict && !isNewTable ? [verdict] : [];
    });
    return verdicts;
  }
  if ('DropStmt' in stmt) {
    const kind = (stmt.DropStmt.removeType ?? 'OBJECT_UNKNOWN')
      .replace(/^OBJECT_/, '')
      .toLowerCase()
      .replace(/_/g, ' ');
    return (stmt.DropStmt.objects ?? []).flatMap((object) => {
      const name = droppedName(object);
      const isOwn = created.tables.has(name) || created.indexes.has(name) || created.types.has(name);
      if (isOwn) return [];
      if (stmt.DropStmt.removeType === 'OBJECT_INDEX' && catalog.get(name) === false) return [];
      const what =
        stmt.DropStmt.removeType === 'OBJECT_INDEX'
          ? `drops index ${name}, ${catalog.get(name) ? 'a unique index' : 'not an index an earlier migration created as non-unique'}`
          : `drops ${kind} ${name}`;
      const takes = stmt.DropStmt.removeType === 'OBJECT_INDEX' ? `index:${name}` : name;
      return [{ rule: 'drop' as const, what, takes: [takes] }];
    });
  }
  if ('RenameStmt' in stmt) {
    const rename = stmt.RenameStmt;
    const table = rename.relation?.relname;
    const objectName = rename.object ? droppedName(rename.object) : '';
    if ((table && created.tables.has(table)) || (table && created.indexes.has(table)) || created.types.has(objectName)) return [];
    const kind = (rename.renameType ?? 'OBJECT_UNKNOWN')
      .replace(/^OBJECT_/, '')
      .toLowerCase()
      .replace(/_/g, ' ');
    const from = [table ?? objectName, rename.subname].filter(Boolean).join('.');
    const takes =
      rename.renameType === 'OBJECT_INDEX'
        ? `index:${table ?? ''}`
        : rename.renameType === 'OBJECT_TABCONSTRAINT'
          ? `index:${rename.subname ?? ''}`
          : from;
    return [{ rule: 'rename', what: `renames ${kind} ${from} to ${rename.newname ?? ''}`, takes: [takes] }];
  }
  if ('AlterObjectSchemaStmt' in stmt) {
    const name =
      stmt.AlterObjectSchemaStmt.relation?.relname ??
      (stmt.AlterObjectSchemaStmt.object ? droppedName(stmt.AlterObjectSchemaStmt.object) : '');
    if (created.tables.has(name) || created.types.has(name)) return [];
    return [{ rule: 'rename', what: `moves ${name} to schema ${stmt.AlterObjectSchemaStmt.newschema ?? ''}`, takes: [name] }];
  }
  if ('AlterEnumStmt' in stmt) {
    const type = lastName(stmt.AlterEnumStmt.typeName);
    if (created.types.has(type)) return [];
    if (stmt.AlterEnumStmt.oldVal !== undefined)
      return [{ rule: 'rename', what: `renames value '${stmt.AlterEnumStmt.oldVal}' of type ${type}` }];
    return [{ rule: 'enum-value', what: `adds value '${stmt.AlterEnumStmt.newVal ?? ''}' to type ${type}` }];
  }
  if ('TruncateStmt' in stmt) {
    const tables = (stmt.TruncateStmt.relations ?? []).flatMap((node) => ('RangeVar' in node ? [node.RangeVar.relname ?? ''] : []));
    const old = tables.filter((table) => !created.tables.has(table));
    return old.length ? [{ rule: 'truncate', what: `empties ${old.join(', ')}`, takes: old }] : [];
  }
  if ('GrantStmt' in stmt && stmt.GrantStmt.is_grant !== true) return [{ rule: 'revoke', what: 'revokes a privilege' }];
  return [];
}

const CONTRACT_LINE = /^\s*--\s*contract\s*:(.*)$/i;

/** The contract comment in the text between the previous statement and this one: its reason, '' when empty, null when none. */
function contractIn(gap: string): string | null {
  let reason: string | null = null;
  for (const line of gap.split('\n')) {
    const match = CONTRACT_LINE.exec(line);
    if (match) reason = (match[1] ?? '').trim();
  }
  return reason;
}

function lineAt(sql: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < sql.length; index++) if (sql.charCodeAt(index) === 10) line++;
  return line;
}

function excerpt(text: string): string {
  const flat = text
    .replace(/--> statement-breakpoint/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > 200 ? `${flat.slice(0, 197)}...` : flat;
}

/** The statements of one file, with their offsets. Throws the parser's error (with a cursor position) on bad SQL. */
function statementsOf(sql: string): { stmt: Node; start: number; end: number }[] {
  const result = parseSync(sql);
  return (result.stmts ?? []).flatMap((raw: RawStmt) => {
    if (!raw.stmt) return [];
    const start = raw.stmt_location ?? 0;
    return [{ stmt: raw.stmt, start, end: raw.stmt_len === undefined ? sql.length : start + raw.stmt_len }];
  });
}

function parseFinding(file: string, sql: string, error: unknown): Finding {
  const details = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
  const position = Math.max(0, (details?.cursorPosition ?? 1) - 1);
  const line = lineAt(sql, position);
  return {
    file,
    line,
    rule: 'parse',
    statement: excerpt(sql.split('\n')[line - 1] ?? ''),
    message: `PostgreSQL's parser refuses this file: ${error instanceof Error ? error.message : String(error)}. Fix the SQL (the migration would fail on deploy too).`,
  };
}

/** Judges one migration file against the rule; `catalog` carries the indexes earlier files declared and gains this file's. */
function checkFile(
  migration: MigrationFile,
  catalog: IndexCatalog,
  options: { isGrandfathered: boolean; folder: string; contracted?: Set<string> },
): Finding[] {
  const file = `${options.folder}/${migration.tag}.sql`;
  let statements: { stmt: Node; start: number; end: number }[];
  try {
    statements = statementsOf(migration.sql);
  } catch (error) {
    return [parseFinding(file, migration.sql, error)];
  }
  const created: Created = { tables: new Set(), columns: new Map(), indexes: new Set(), constraints: new Set(), types: new Set() };
  const findings: Finding[] = [];
  let previousEnd = 0;
  for (const { stmt, start, end } of statements) {
    const verdicts = judgeStatement(stmt, created, catalog);
    const contract = contractIn(migration.sql.slice(previousEnd, start));
    previousEnd = end;
    if (options.isGrandfathered || verdicts.length === 0) continue;
    const base = { file, line: lineAt(migration.sql, start), statement: excerpt(migration.sql.slice(start, end)) };
    if (contract === '') {
      findings.push({
        ...base,
        rule: 'empty-contract',
        message:
          'This contract comment says nothing: say what the previous release stopped reading or relying on, and which release that was.',
      });
      continue;
    }
    if (contract !== null) {
      for (const verdict of verdicts) for (const taken of verdict.takes ?? []) options.contracted?.add(taken);
      continue;
    }
    for (const { rule, what } of verdicts) {
      const advice = ADVICE[rule as keyof typeof ADVICE];
      findings.push({ ...base, rule, message: `This ${what}. ${advice} ${CONTRACT_STEP}` });
    }
  }
  return findings;
}

/**
 * Checks a migrations folder (journal order) against decision 042: the journal's order and `when`s, the baseline (the
 * journal begins with exactly its files, unedited), and every later migration's statements. [] when all is well.
 * Call loadSqlParser() first.
 */
export function checkMigrations(input: {
  migrations: readonly MigrationFile[];
  /** The `.sql` files in the folder (one the journal does not name is never applied). */
  sqlFiles?: readonly string[];
  baseline?: readonly BaselineEntry[];
  /** How files are named in findings. */
  folder?: string;
}): Finding[] {
  if (!isParserLoaded) throw new Error('checkMigrations: call loadSqlParser() first.');
  const { migrations, baseline = BASELINE, folder = 'drizzle' } = input;
  const journal = `${folder}/meta/_journal.json`;
  const findings: Finding[] = [];
  const finding = (rule: RuleId, file: string, message: string, statement = '') =>
    findings.push({ file, line: 1, rule, statement, message });

  // drizzle applies a migration only when its `when` is later than the newest one applied: one merged out of order
  // would never run on a database that already has the later one.
  for (let index = 1; index < migrations.length; index++) {
    const before = migrations[index - 1] as MigrationFile;
    const migration = migrations[index] as MigrationFile;
    if (migration.when <= before.when)
      finding(
        'journal',
        journal,
        `${migration.tag} has when=${migration.when}, not later than ${before.tag} (${before.when}): drizzle would never apply it to a database that already has ${before.tag}. Regenerate it (drizzle-kit generate) after the newest migration.`,
      );
  }
  const journaled = new Set(migrations.map((migration) => `${migration.tag}.sql`));
  for (const name of input.sqlFiles ?? [])
    if (!journaled.has(name))
      finding(
        'journal',
        `${folder}/${name}`,
        `${name} is not in ${journal}: drizzle never applies it. Add it through drizzle-kit generate, or remove it.`,
      );

  baseline.forEach((entry, index) => {
    const migration = migrations[index];
    if (!migration || migration.tag !== entry.tag) {
      finding(
        'baseline',
        journal,
        `The journal's migration ${index + 1} is ${migration?.tag ?? 'missing'}, but the baseline of decision 042 (${BASELINE_REASON}) has ${entry.tag} there. Released migrations keep their place; a new one goes after them.`,
      );
    } else if (sha256(migration.sql) !== entry.sha256) {
      finding(
        'baseline',
        `${folder}/${entry.tag}.sql`,
        `${entry.tag} was released and has been edited since (its hash is not the baseline's): a database that ran it will not run it again. Restore it and put the change in a new migration.`,
      );
    }
  });

  const grandfathered = new Set(baseline.map((entry) => entry.tag));
  const catalog: IndexCatalog = new Map();
  for (const migration of migrations)
    findings.push(...checkFile(migration, catalog, { isGrandfathered: grandfathered.has(migration.tag), folder }));
  return findings;
}

/**
 * What the contract steps among `migrations` take away (`table`, `table.column`, `index:name`): what the previous
 * release declared it no longer uses. `history` are the migrations before them (for the indexes they declared).
 */
export function contractedBy(migrations: readonly MigrationFile[], history: readonly MigrationFile[] = []): Set<string> {
  if (!isParserLoaded) throw new Error('contractedBy: call loadSqlParser() first.');
  const catalog: IndexCatalog = new Map();
  const contracted = new Set<string>();
  for (const migration of history) checkFile(migration, catalog, { isGrandfathered: true, folder: '' });
  for (const migration of migrations) checkFile(migration, catalog, { isGrandfathered: false, folder: '', contracted });
  return contracted;
}

/** One finding as the check prints it: where, which rule, the statement, then what to do. */
export function formatFinding(finding: Finding): string {
  const statement = finding.statement ? `\n    ${finding.statement}` : '';
  return `${finding.file}:${finding.line} [${finding.rule}]${statement}\n  ${finding.message}`;
}
