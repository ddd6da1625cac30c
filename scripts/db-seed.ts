/** `npm run db:seed`: migrations, then the demo data into an empty database (demo mode only). */
import { runDatabaseScript } from './prepare-database';

runDatabaseScript({ shouldSeed: true }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
