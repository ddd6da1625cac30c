/** `npm run db:backup -- FILE`: a pg_dump archive of DATABASE_URL (or the embedded database) written to FILE (decision 041). */
import { EmbeddedDatabaseError } from '../src/server/db/embedded';
import { BackupError, backupDatabase, describeBackup, withConfiguredDatabase } from '../src/server/db/backup';

const args = process.argv.slice(2);
const file = args[0];
if (args.length !== 1 || !file || file.startsWith('-')) {
  console.error('usage: npm run db:backup -- FILE   (writes a backup of DATABASE_URL, or of the embedded database, to FILE)');
  process.exit(2);
}

withConfiguredDatabase((url) => backupDatabase({ url, file })).then(
  (result) => {
    console.log(describeBackup(result));
    process.exit(0);
  },
  (error: unknown) => {
    // Our own failures are one sentence; anything else is said as its message, never as a stack.
    const known = error instanceof BackupError || error instanceof EmbeddedDatabaseError;
    console.error(known ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
