import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each context owns its tables in its own schema file (decision 021); db/ collects none of them.
  schema: ['./src/server/*/schema.ts', './src/server/adapters/*-schema.ts'],
  out: './drizzle',
  migrations: { prefix: 'timestamp' },
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/touchline' },
});
