/** `npm run db:restore -- FILE`: restores a db:backup archive into DATABASE_URL (or the embedded database), which must be empty (decision 041). */
import { EmbeddedDatabaseError } from '../src/server/db/embedded';
import { BackupError, describeRestore, restoreDatabase, withConfiguredDatabase } from '../src/server/db/backup';

const args = process.argv.slice(2);
const file = args[0];
if (args.length !== 1 || !file || file.startsWith('-')) {
  console.error(
    'usage: npm run db:restore -- FILE   (restores a db:backup file into DATABASE_URL, or the embedded database, which must be empty)',
  );
  process.exit(2);
}

withConfiguredDatabase((url) => restoreDatabase({ url, file })).then(
  (result) => {
    console.log(describeRestore(result));
    process.exit(0);
  },
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof EmbeddedDatabaseError;
    console.error(known ? error.message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
