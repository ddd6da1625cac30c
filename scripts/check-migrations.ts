/**
 * `npm run db:check-migrations` (issue 39, decision 042): refuses a migration that would break the previous release
 * while its copies still serve during a rolling deploy — a dropped or renamed column, a changed type, a NOT NULL its
 * inserts leave out, … — unless the statement is marked as a contract step (`-- contract: …` on the line before it).
 * Also: the journal's order and `when`s, no .sql file outside the journal, and the grandfathered baseline unedited.
 * Exit 0 with one line when all is well; otherwise every finding (file:line, rule, statement, what to do) and exit 1.
 */
import path from 'node:path';
import { readMigrationFolder } from '../src/server/db/migration-folder';
import { checkMigrations, formatFinding, loadSqlParser, migrationsAfterBaseline } from '../src/server/db/migration-rules';

async function main() {
  const dir = path.resolve(__dirname, '..', 'drizzle');
  const { migrations, sqlFiles } = readMigrationFolder(dir);
  await loadSqlParser();
  const findings = checkMigrations({ migrations, sqlFiles });
  const checked = migrationsAfterBaseline(migrations).length;
  if (findings.length === 0) {
    console.log(
      `migrations: ${migrations.length} in the journal, ${checked} after the baseline checked for expand, deploy, contract (decision 042): none breaks the previous release.`,
    );
    return;
  }
  console.error(findings.map(formatFinding).join('\n\n'));
  console.error(
    `\n${findings.length} ${findings.length === 1 ? 'finding' : 'findings'} in the migrations: a rolling deploy runs the previous release on the migrated database (decision 042, docs/decisions/042-expand-deploy-contract.md).`,
  );
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
