/** `npm run db:migrate`: applies the migrations to DATABASE_URL (or the embedded database). */
import { runDatabaseScript } from './prepare-database';

runDatabaseScript({ shouldSeed: false }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
