import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/server/config';

describe('parseConfig', () => {
  it('runs in demo mode with outboxes when nothing is configured outside production', () => {
    const config = parseConfig({});
    expect(config.isDemoMode).toBe(true);
    expect(config.adapters).toEqual({ sms: 'outbox', email: 'outbox', storage: 'local' });
    expect(config.port).toBe(3000);
    expect(config.brand).toEqual({ name: 'Touchline', slug: 'touchline' });
  });

  it('refuses to start in production with simulators unless DEMO_MODE is set explicitly', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SMS_GATEWAY_URL is not set.*DEMO_MODE=true/);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).isDemoMode).toBe(true);
  });

  const carriers = Object.fromEntries(
    ['MTN', 'VODACOM', 'TELKOM', 'WORLDPLAY', 'STELLR'].flatMap((p) => [
      [`CARRIER_${p}_URL`, `https://${p.toLowerCase()}.example.com/api/`],
      [`CARRIER_${p}_API_KEY`, `${p.toLowerCase()}-key`],
      [`CARRIER_${p}_CALLBACK_SECRET`, `${p.toLowerCase()}-callback-secret-long`],
    ]),
  );

  /** Production with every real adapter but the carriers and AUTH_SECRET, which the tests vary. */
  const productionBase = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db.internal/touchline',
    SITE_URL: 'https://fans.example.com',
    MAIL_FROM: 'Touchline <no-reply@fans.example.com>',
    ERROR_REPORT_EMAIL: 'errors@fans.example.com',
    CONTACT_URL: 'mailto:support@fans.example.com',
    SMS_GATEWAY_URL: 'https://sms.example.com/send',
    SMS_GATEWAY_TOKEN: 'token',
    SMTP_URL: 'smtp://mail.example.com:587',
    EMSISDN_SECRET: 'a-long-enough-production-secret',
  };
  const withSecret = { ...productionBase, AUTH_SECRET: 'a-long-enough-production-auth-secret' };
  const production = { ...withSecret, ...carriers };

  it('starts in production when every real adapter and the secret are configured', () => {
    const config = parseConfig(production);
    expect(config.isDemoMode).toBe(false);
    expect(config.adapters).toEqual({ sms: 'gateway', email: 'smtp', storage: 'local' });
    expect(config.billing.carriers.mtn).toEqual({
      kind: 'http',
      url: 'https://mtn.example.com/api',
      apiKey: 'mtn-key',
      callbackSecret: 'mtn-callback-secret-long',
    });
  });

  it('listens on the loopback only in demo mode, unless DEMO_LISTEN_PUBLIC says otherwise; everywhere with real settings', () => {
    expect(parseConfig({}).listen).toEqual({ hosts: ['127.0.0.1', '::1'], isPublicDemo: false, trustProxyHops: 0 });
    expect(parseConfig({ DEMO_MODE: 'true', NODE_ENV: 'production' }).listen.hosts).toEqual(['127.0.0.1', '::1']);
    expect(parseConfig({ DEMO_LISTEN_PUBLIC: 'true' }).listen).toEqual({ hosts: ['*'], isPublicDemo: true, trustProxyHops: 0 });
    expect(parseConfig(production).listen).toEqual({ hosts: ['*'], isPublicDemo: false, trustProxyHops: 0 });
    expect(parseConfig({ ...production, DEMO_LISTEN_PUBLIC: 'true' }).listen.isPublicDemo).toBe(false);
  });

  it('refuses a demo that listens beyond the loopback with NODE_ENV=production unless DEMO_PUBLIC_IN_PRODUCTION says so too (issue 37)', () => {
    const publicDemo = { NODE_ENV: 'production', DEMO_MODE: 'true', DEMO_LISTEN_PUBLIC: 'true' };
    expect(() => parseConfig(publicDemo)).toThrow(ConfigError);
    expect(() => parseConfig(publicDemo)).toThrow(/DEMO_LISTEN_PUBLIC=true would open a demo .* DEMO_PUBLIC_IN_PRODUCTION=true/);
    // Demo mode by default in production (npm start without DATABASE_URL sets DEMO_MODE) is refused the same way.
    expect(() =>
      parseConfig({ NODE_ENV: 'production', DEMO_LISTEN_PUBLIC: 'true', DEMO_MODE: 'true', DATABASE_URL: 'postgres://db/x' }),
    ).toThrow(/DEMO_PUBLIC_IN_PRODUCTION/);
    expect(parseConfig({ ...publicDemo, DEMO_PUBLIC_IN_PRODUCTION: 'true' }).listen).toMatchObject({ hosts: ['*'], isPublicDemo: true });
    // The loopback demo of npm start needs nothing more; outside production one setting is enough, as before.
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).listen.isPublicDemo).toBe(false);
    expect(parseConfig({ DEMO_LISTEN_PUBLIC: 'true' }).listen.isPublicDemo).toBe(true);
  });

  it('keeps the demo service API credentials and unsigned USSD callbacks to a demo on the loopback (issue 37)', () => {
    expect(parseConfig({}).ussd.isUnsignedAllowed).toBe(true);
    expect(parseConfig(production).ussd.isUnsignedAllowed).toBe(false);
    const publicDemo = parseConfig({ DEMO_LISTEN_PUBLIC: 'true' });
    expect(publicDemo.adminApi).toBeNull();
    expect(publicDemo.ussd.isUnsignedAllowed).toBe(false);
    expect(
      parseConfig({ DEMO_LISTEN_PUBLIC: 'true', ADMIN_API_USER: 'cms', ADMIN_API_PASSWORD: 'a-long-service-password' }).adminApi,
    ).toEqual({ user: 'cms', password: 'a-long-service-password' });
    expect(() => parseConfig({ DEMO_LISTEN_PUBLIC: 'true', ADMIN_API_USER: 'cms', ADMIN_API_PASSWORD: 'short' })).toThrow(
      /ADMIN_API_PASSWORD must be at least 16 characters/,
    );
    expect(() => parseConfig({ DEMO_LISTEN_PUBLIC: 'true', ADMIN_API_USER: 'service', ADMIN_API_PASSWORD: 'touchline-service' })).toThrow(
      /ADMIN_API_PASSWORD must not be the demo's password/,
    );
    expect(() => parseConfig({ DEMO_LISTEN_PUBLIC: 'true', USSD_CALLBACK_SECRET: 'touchline-demo-carrier-callback-secret' })).toThrow(
      /USSD_CALLBACK_SECRET must not be a demo secret/,
    );
    // On the loopback the demo keeps its public credentials.
    expect(parseConfig({ ADMIN_API_USER: 'service', ADMIN_API_PASSWORD: 'short' }).adminApi).toEqual({
      user: 'service',
      password: 'short',
    });
  });

  it('reads TRUST_PROXY_HOPS as a small whole number, 0 by default', () => {
    expect(parseConfig({ TRUST_PROXY_HOPS: '2' }).listen.trustProxyHops).toBe(2);
    for (const bad of ['-1', '1.5', 'one', '11']) expect(() => parseConfig({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('opens the service API with the demo credentials in demo mode only, and with the configured ones otherwise', () => {
    expect(parseConfig({}).adminApi).toEqual({ user: 'service', password: 'touchline-service' });
    expect(parseConfig(production).adminApi).toBeNull();
    expect(parseConfig({ ...production, ADMIN_API_USER: 'cms', ADMIN_API_PASSWORD: 'a-long-service-password' }).adminApi).toEqual({
      user: 'cms',
      password: 'a-long-service-password',
    });
    expect(() => parseConfig({ ...production, ADMIN_API_USER: 'cms', ADMIN_API_PASSWORD: 'short' })).toThrow(
      /ADMIN_API_PASSWORD must be at least 16 characters/,
    );
    expect(() => parseConfig({ ...production, ADMIN_API_USER: 'cms' })).toThrow(/ADMIN_API_USER is set but ADMIN_API_PASSWORD is not/);
  });

  it('refuses the carrier sandbox outside demo mode, and a real provider without its key or callback secret', () => {
    const base = withSecret;
    expect(() => parseConfig(base)).toThrow(/CARRIER_MTN_URL is not set \(the carrier sandbox only runs in demo mode\)/);
    expect(() => parseConfig({ ...base, ...carriers, CARRIER_VODACOM_API_KEY: '' })).toThrow(
      /CARRIER_VODACOM_URL is set but CARRIER_VODACOM_API_KEY is not/,
    );
    expect(() => parseConfig({ ...base, ...carriers, CARRIER_TELKOM_CALLBACK_SECRET: 'short' })).toThrow(
      /CARRIER_TELKOM_CALLBACK_SECRET must be set/,
    );
    // Stellr sends no callbacks: it needs no secret.
    expect(parseConfig({ ...base, ...carriers, CARRIER_STELLR_CALLBACK_SECRET: '' }).billing.carriers.stellr.kind).toBe('http');
    // Demo mode runs the sandbox with its own callback secret.
    expect(parseConfig({}).billing.carriers.worldplay).toMatchObject({ kind: 'sandbox', url: undefined });
  });

  it('needs SITE_URL outside demo mode', () => {
    expect(() => parseConfig({ ...production, SITE_URL: undefined })).toThrow(/SITE_URL is not set/);
    expect(parseConfig({}).siteUrl).toBe('http://localhost:3000');
  });

  it('sets Secure cookies in production, whatever SITE_URL says, and behind https', () => {
    expect(parseConfig(production).secureCookies).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', SITE_URL: 'http://localhost:3100' }).secureCookies).toBe(true);
    expect(parseConfig({ SITE_URL: 'https://fans.example.com' }).secureCookies).toBe(true);
    expect(parseConfig({}).secureCookies).toBe(false);
  });

  it('needs a long AUTH_SECRET in production (sessions and one-time codes are keyed with it)', () => {
    expect(() => parseConfig({ ...productionBase, ...carriers })).toThrow(/AUTH_SECRET is not set/);
    expect(() => parseConfig({ ...productionBase, ...carriers, AUTH_SECRET: 'too-short' })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    );
  });

  it('refuses a missing DATABASE_URL outside demo mode instead of starting the embedded PostgreSQL (decision 044)', () => {
    const withoutDatabase = { ...production, DATABASE_URL: undefined };
    expect(() => parseConfig(withoutDatabase)).toThrow(ConfigError);
    expect(() => parseConfig(withoutDatabase)).toThrow(
      /^Touchline cannot start: DATABASE_URL is not set \(the embedded PostgreSQL only runs in demo mode/,
    );
    // The demo (npm start with nothing set: DEMO_MODE=true) still runs on the embedded one.
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).database.url).toBeUndefined();
    expect(parseConfig({}).database.url).toBeUndefined();
  });

  it('refuses the .example placeholder addresses outside demo mode, naming each setting (decision 044)', () => {
    const defaults = { ...production, MAIL_FROM: undefined, ERROR_REPORT_EMAIL: undefined, CONTACT_URL: undefined };
    expect(() => parseConfig(defaults)).toThrow(/MAIL_FROM is Touchline <no-reply@touchline\.example>, a placeholder/);
    expect(() => parseConfig(defaults)).toThrow(/ERROR_REPORT_EMAIL is errors@touchline\.example, a placeholder/);
    expect(() => parseConfig(defaults)).toThrow(/CONTACT_URL is mailto:support@touchline\.example, a placeholder/);
    expect(() => parseConfig({ ...production, CONTACT_URL: 'https://help.example/contact' })).toThrow(
      /CONTACT_URL is https:\/\/help\.example\/contact/,
    );
    expect(() => parseConfig({ ...production, MAIL_FROM: 'Fans <fans@club.example>' })).toThrow(/^Touchline cannot start: MAIL_FROM is/);
    // Real names under example.com pass, and the demo keeps its placeholders.
    expect(parseConfig(production).mail.from).toBe('Touchline <no-reply@fans.example.com>');
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).links.contact).toBe('mailto:support@touchline.example');
  });

  it('needs no server settings while next build prerenders, and checks the ones it is given (decision 044)', () => {
    const build = { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' };
    expect(parseConfig(build).isDemoMode).toBe(false);
    expect(parseConfig({ ...build, BRAND_NAME: 'Bokke' }).brand.name).toBe('Bokke');
    expect(() => parseConfig({ ...build, AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(() => parseConfig({ ...build, PORT: 'eighty' })).toThrow(/PORT/);
    // A server (any other phase) still refuses the same environment.
    expect(() => parseConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-server' })).toThrow(/DATABASE_URL is not set/);
  });

  it('migrates at start in demo mode only, unless MIGRATE_ON_START says otherwise (decision 044)', () => {
    expect(parseConfig({}).database.migrateOnStart).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).database.migrateOnStart).toBe(true);
    expect(parseConfig({ MIGRATE_ON_START: 'false' }).database.migrateOnStart).toBe(false);
    expect(parseConfig(production).database.migrateOnStart).toBe(false);
    expect(parseConfig({ ...production, MIGRATE_ON_START: 'true' }).database.migrateOnStart).toBe(true);
    expect(parseConfig({ ...production, MIGRATE_ON_START: '1' }).database.migrateOnStart).toBe(true);
    expect(parseConfig({ ...production, MIGRATE_ON_START: '' }).database.migrateOnStart).toBe(false);
    expect(() => parseConfig({ MIGRATE_ON_START: 'always' })).toThrow(/MIGRATE_ON_START/);
  });

  it('explains what is wrong with an invalid setting', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ BRAND_SLUG: 'Bad Slug' })).toThrow(/BRAND_SLUG/);
    expect(() => parseConfig({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toThrow(/SMS_GATEWAY_TOKEN/);
    expect(() => parseConfig({ DEMO_MODE: 'yes please' })).toThrow(/DEMO_MODE/);
  });
});
