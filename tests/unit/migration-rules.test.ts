import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMigrationFolder } from '../../src/server/db/migration-folder';
import {
  BASELINE,
  checkMigrations,
  contractedBy,
  formatFinding,
  loadSqlParser,
  migrationsAfterBaseline,
  sha256,
  type MigrationFile,
} from '../../src/server/db/migration-rules';

/** A released schema the next migration changes: what the previous release reads and writes. */
const RELEASED = `CREATE TYPE "public"."story_status" AS ENUM('draft', 'live');--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text,
	"status" "story_status" DEFAULT 'draft' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY,
	CONSTRAINT "stories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "stories_title_check" CHECK ("stories"."title" <> '')
);
--> statement-breakpoint
CREATE INDEX "stories_title_idx" ON "stories" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_slug_lower_idx" ON "stories" USING btree (lower("slug"));`;

const released: MigrationFile = { tag: '0000_released', when: 1000, sql: RELEASED };
const baseline = [{ tag: released.tag, sha256: sha256(RELEASED) }];

function check(sql: string, extra: { baseline?: typeof baseline } = {}) {
  const migrations = [released, { tag: '0001_next', when: 2000, sql }];
  return checkMigrations({ migrations, baseline: extra.baseline ?? baseline, folder: 'drizzle' });
}
const rules = (sql: string) => check(sql).map((finding) => finding.rule);

beforeAll(async () => {
  await loadSqlParser();
});

/** Decision 042: a release never drops or renames what the previous release still reads (expand, deploy, contract). */
describe('migration rules: what the previous release still uses', () => {
  it.each([
    ['drop-column', 'ALTER TABLE "stories" DROP COLUMN "title";'],
    ['drop', 'DROP TABLE "stories";'],
    ['drop', 'DROP VIEW "story_list";'],
    ['drop', 'DROP TYPE "public"."story_status";'],
    ['drop', 'DROP SCHEMA "archive" CASCADE;'],
    ['drop', 'DROP INDEX "stories_slug_lower_idx";'],
    ['drop', 'DROP INDEX IF EXISTS "public"."some_index_no_migration_made";'],
    ['rename', 'ALTER TABLE "stories" RENAME COLUMN "title" TO "headline";'],
    ['rename', 'ALTER TABLE "stories" RENAME TO "articles";'],
    ['rename', 'ALTER TABLE "stories" RENAME CONSTRAINT "stories_slug_unique" TO "stories_slug_key";'],
    ['rename', 'ALTER TYPE "public"."story_status" RENAME TO "status";'],
    ['rename', `ALTER TYPE "public"."story_status" RENAME VALUE 'live' TO 'published';`],
    ['rename', 'ALTER TABLE "stories" SET SCHEMA "archive";'],
    ['column-type', 'ALTER TABLE "stories" ALTER COLUMN "views" SET DATA TYPE smallint;'],
    ['column-type', 'ALTER TABLE "stories" ALTER COLUMN "views" TYPE bigint;'],
    ['set-not-null', 'ALTER TABLE "stories" ALTER COLUMN "slug" SET NOT NULL;'],
    ['not-null-without-default', 'ALTER TABLE "stories" ADD COLUMN "abstract" text NOT NULL;'],
    ['drop-default', 'ALTER TABLE "stories" ALTER COLUMN "views" DROP DEFAULT;'],
    ['drop-default', 'ALTER TABLE "stories" ALTER COLUMN "seq" DROP IDENTITY;'],
    ['drop-not-null', 'ALTER TABLE "stories" ALTER COLUMN "title" DROP NOT NULL;'],
    ['drop-constraint', 'ALTER TABLE "stories" DROP CONSTRAINT "stories_slug_unique";'],
    ['drop-constraint', 'ALTER TABLE "stories" DROP CONSTRAINT "stories_title_check";'],
    ['enum-value', `ALTER TYPE "public"."story_status" ADD VALUE 'archived';`],
    ['truncate', 'TRUNCATE "stories";'],
    ['revoke', 'REVOKE SELECT ON "stories" FROM PUBLIC;'],
  ])('refuses %s: %s', (rule, sql) => {
    expect(rules(sql)).toEqual([rule]);
  });

  it("refuses a new column of a released table that ends up NOT NULL without a default (the previous release's inserts leave it out)", () => {
    const added = `ALTER TABLE "stories" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint\n`;
    expect(rules(`${added}ALTER TABLE "stories" ALTER COLUMN "lang" DROP DEFAULT;`)).toEqual(['drop-default']);
    const nullable = `ALTER TABLE "stories" ADD COLUMN "lang" text;--> statement-breakpoint\n`;
    expect(rules(`${nullable}ALTER TABLE "stories" ALTER COLUMN "lang" SET NOT NULL;`)).toEqual(['set-not-null']);
    expect(rules(`${nullable}ALTER TABLE "stories" ALTER COLUMN "lang" SET DEFAULT 'en', ALTER COLUMN "lang" SET NOT NULL;`)).toEqual([]);
    expect(
      rules(
        `${nullable}ALTER TABLE "stories" ALTER COLUMN "lang" SET DEFAULT 'en';\nALTER TABLE "stories" ALTER COLUMN "lang" DROP DEFAULT;`,
      ),
    ).toEqual([]);
  });

  it('refuses every breaking command of one ALTER TABLE, and says where, what and what to do instead', () => {
    const findings = check(
      `ALTER TABLE "stories" ADD COLUMN "abstract" text;--> statement-breakpoint\n\nALTER TABLE "stories" DROP COLUMN "slug", ALTER COLUMN "title" TYPE varchar(80);`,
    );
    expect(findings.map((finding) => [finding.line, finding.rule])).toEqual([
      [3, 'drop-column'],
      [3, 'column-type'],
    ]);
    const text = formatFinding(findings[0] as (typeof findings)[number]);
    expect(text).toContain('drizzle/0001_next.sql:3 [drop-column]');
    expect(text).toContain('ALTER TABLE "stories" DROP COLUMN "slug", ALTER COLUMN "title" TYPE varchar(80)');
    expect(text).toContain('drops column stories.slug');
    expect(text).toContain('drop it in a later one');
    expect(text).toContain('-- contract:');
  });

  it.each([
    ['a nullable column', 'ALTER TABLE "stories" ADD COLUMN "abstract" text;'],
    ['a NOT NULL column with a default', `ALTER TABLE "stories" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;`],
    ['a serial column', 'ALTER TABLE "stories" ADD COLUMN "n" bigserial NOT NULL;'],
    ['a generated column', 'ALTER TABLE "stories" ADD COLUMN "t" text GENERATED ALWAYS AS (lower("title")) STORED NOT NULL;'],
    ['an identity column', 'ALTER TABLE "stories" ADD COLUMN "k" integer GENERATED BY DEFAULT AS IDENTITY NOT NULL;'],
    ['a new default', 'ALTER TABLE "stories" ALTER COLUMN "slug" SET DEFAULT \'\';'],
    ['a new index', 'CREATE INDEX "stories_status_idx" ON "stories" USING btree ("status");'],
    ['a new unique constraint', 'ALTER TABLE "stories" ADD CONSTRAINT "stories_title_unique" UNIQUE("title");'],
    ['dropping a known non-unique index', 'DROP INDEX "stories_title_idx";'],
    ['a backfill', `UPDATE "stories" SET "slug" = lower("title") WHERE "slug" IS NULL;`],
    [
      'what this migration created itself',
      `CREATE TABLE "tags" ("id" serial PRIMARY KEY, "name" text);--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" RENAME COLUMN "name" TO "label";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "tag_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "tag_id" TYPE bigint;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_tag_fk" FOREIGN KEY ("tag_id") REFERENCES "tags"("id");--> statement-breakpoint
ALTER TABLE "stories" DROP CONSTRAINT "stories_tag_fk";--> statement-breakpoint
CREATE INDEX "tags_name_idx" ON "tags" ("label");--> statement-breakpoint
DROP INDEX "tags_name_idx";--> statement-breakpoint
ALTER TABLE "stories" DROP COLUMN "tag_id";--> statement-breakpoint
TRUNCATE "tags";--> statement-breakpoint
DROP TABLE "tags";`,
    ],
  ])('allows %s', (_what, sql) => {
    expect(check(sql)).toEqual([]);
  });

  it('allows a statement marked as a contract step, and only that statement', () => {
    const marked = `-- Release 2026-12-20 stopped reading stories.slug (commit abc1234); this one drops it.
-- contract: stories.slug, unread since release 2026-12-20
ALTER TABLE "stories" DROP COLUMN "slug";`;
    expect(check(marked)).toEqual([]);
    expect(rules(`${marked}--> statement-breakpoint\nALTER TABLE "stories" DROP COLUMN "views";`)).toEqual(['drop-column']);
    // A contract comment further up, before another statement, does not reach down.
    expect(
      rules(
        `-- contract: stories.views, unread since release 2026-12-20\nUPDATE "stories" SET "views" = 0;\nALTER TABLE "stories" DROP COLUMN "views";`,
      ),
    ).toEqual(['drop-column']);
  });

  it('names what the contract steps take away, for the rolling-deploy test to leave out', () => {
    const next = {
      tag: '0001_next',
      when: 2000,
      sql: `-- contract: stories.slug and its indexes, unread since release 2026-12-20
ALTER TABLE "stories" DROP COLUMN "slug";--> statement-breakpoint
-- contract: as above
DROP INDEX "stories_slug_lower_idx";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "abstract" text;`,
    };
    expect([...contractedBy([next], [released])]).toEqual(['stories.slug', 'index:stories_slug_lower_idx']);
  });

  it('refuses a contract comment that says nothing', () => {
    expect(rules('-- contract:\nALTER TABLE "stories" DROP COLUMN "slug";')).toEqual(['empty-contract']);
  });

  it("says where PostgreSQL's parser refuses a file", () => {
    const [finding] = check('ALTER TABLE "stories" ADD COLUMN "a" text;\nALTER TABLE "stories" DROP COLUMNN "b";');
    expect(finding?.rule).toBe('parse');
    expect(finding?.line).toBe(2);
  });
});

describe('migration rules: the baseline and the journal', () => {
  it('grandfathers a released migration, pinned by its hash', () => {
    const breaking = { tag: '0001_released_too', when: 2000, sql: 'ALTER TABLE "stories" DROP COLUMN "views";' };
    const pinned = [...baseline, { tag: breaking.tag, sha256: sha256(breaking.sql) }];
    expect(checkMigrations({ migrations: [released, breaking], baseline: pinned })).toEqual([]);
    // Without it in the baseline, the same file is refused.
    expect(checkMigrations({ migrations: [released, breaking], baseline }).map((finding) => finding.rule)).toEqual(['drop-column']);
    // An edit to a released migration is refused.
    const edited = { ...breaking, sql: `${breaking.sql}\n` };
    expect(checkMigrations({ migrations: [released, edited], baseline: pinned }).map((finding) => finding.rule)).toEqual(['baseline']);
  });

  it('refuses a migration slipped in among the released ones, a when out of order, and a file outside the journal', () => {
    const slipped = { tag: '0000a_slipped', when: 900, sql: 'SELECT 1;' };
    expect(checkMigrations({ migrations: [slipped, released], baseline }).map((finding) => finding.rule)).toEqual(['baseline']);
    const late = { tag: '0001_next', when: 1000, sql: 'SELECT 1;' };
    const [finding] = checkMigrations({ migrations: [released, late], baseline });
    expect(finding?.rule).toBe('journal');
    expect(finding?.message).toContain('drizzle would never apply it');
    const orphan = checkMigrations({ migrations: [released], sqlFiles: ['0000_released.sql', '0002_orphan.sql'], baseline });
    expect(orphan.map((item) => [item.rule, item.file])).toEqual([['journal', 'drizzle/0002_orphan.sql']]);
  });

  it("passes this repository's released migrations as the baseline pins them, and would refuse three without it", () => {
    const { migrations } = readMigrationFolder(path.resolve(__dirname, '..', '..', 'drizzle'));
    const releasedHere = migrations.slice(0, BASELINE.length);
    expect(releasedHere.map((migration) => migration.tag)).toEqual(BASELINE.map((entry) => entry.tag));
    expect(checkMigrations({ migrations: releasedHere })).toEqual([]);
    expect(migrationsAfterBaseline(migrations).length).toBe(migrations.length - BASELINE.length);
    const unbaselined = checkMigrations({ migrations: releasedHere, baseline: [] });
    expect(unbaselined.map((finding) => `${finding.file}:${finding.line} ${finding.rule}`)).toEqual([
      'drizzle/20261121233013_author_names.sql:1 drop-constraint',
      'drizzle/20261126000403_popia.sql:18 drop-not-null',
      'drizzle/20261127011011_matchday.sql:1 enum-value',
    ]);
  });
});
