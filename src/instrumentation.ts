/** Runs once when the server starts: parse the configuration so a bad setting fails at boot, not on a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig } = await import('./server/config');
  const { getLogger } = await import('./server/logger');
  const config = getConfig();
  getLogger().info(
    { demoMode: config.isDemoMode, sms: config.adapters.sms, email: config.adapters.email, database: config.database.url ? 'DATABASE_URL' : 'embedded' },
    'touchline server configured',
  );
}
