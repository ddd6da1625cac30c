import 'server-only';
import { z } from 'zod';
import { USSD_CODE_PATTERN, USSD_DEMO_SERVICE_CODE } from '@/schemas/ussd';

/**
 * The only reader of process.env (DESIGN §2). Parsed once, on first use, and cached; the server calls
 * getConfig() at boot (instrumentation.ts, scripts/start.ts) so that a bad setting fails fast.
 */

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => (value === '' ? undefined : value === 'true' || value === '1'))
  .optional();

/**
 * The push services browsers subscribe with (decision 031): Chrome and Android (FCM), Firefox (Mozilla autopush), Edge
 * (Windows Push Notification Services), Safari (Apple). A subscription's endpoint must be on one of them.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

/** The bytes of a base64url text (no padding), or null when it is not one. */
function base64Url(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : null;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_MODE: flag,
  DEMO_LISTEN_PUBLIC: flag,
  DEMO_PUBLIC_IN_PRODUCTION: flag,
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  BRAND_NAME: z.string().trim().min(1).default('Touchline'),
  BRAND_SLUG: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]*$/, 'BRAND_SLUG must be lower-case letters, digits and underscores')
    .default('touchline'),
  DATABASE_URL: optionalUrl,
  MIGRATE_ON_START: flag,
  DATA_DIR: z.string().trim().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5488),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  EMSISDN_SECRET: optionalText,
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: optionalText,
  SMS_SENDER_ID: z.string().trim().min(1).default('Touchline'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  SMTP_URL: optionalText,
  SMS_SENDS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(30),
  EMAIL_SENDS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
  PUSH_SENDS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(500),
  OUTBOUND_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOUND_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  MAIL_FROM: z.string().trim().min(3).default('Touchline <no-reply@touchline.example>'),
  ERROR_REPORT_EMAIL: z.email().default('errors@touchline.example'),
  USSD_SERVICE_CODE: z
    .string()
    .trim()
    .regex(USSD_CODE_PATTERN, 'USSD_SERVICE_CODE must be a USSD code like *120*2627#')
    .default(USSD_DEMO_SERVICE_CODE),
  USSD_CALLBACK_SECRET: optionalText,
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  LIVE_EDGE_PUBLISH_URL: optionalUrl,
  MATCHDAY_WRITES_FAN_10MIN: z.coerce.number().int().min(1).max(1_000_000).default(30),
  MATCHDAY_WRITES_IP_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(1_000),
  DEMO_LIVE_FEED: flag,
  DEMO_LIVE_EVENT_SECONDS: z.coerce.number().min(1).max(600).default(6),
  TICKETS_URL: z.url().default('https://www.ticketpro.co.za/'),
  PRIVACY_URL: z.url().default('https://www.springboks.rugby/privacy-policy'),
  CONTACT_URL: z.url().default('mailto:support@touchline.example'),
  AUTH_SECRET: optionalText,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_IP_HOURLY: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  PUSH_NEW_SUBSCRIPTIONS_IP_HOURLY: z.coerce.number().int().min(1).max(1_000_000).default(20),
  PUSH_NEW_SUBSCRIPTIONS_HOURLY: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  STAFF_SIGN_INS_IP_HOURLY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  VERIFY_FAILURES_IP_15MIN: z.coerce.number().int().min(2).max(1_000_000).default(10),
  VERIFY_FAILURES_SITE_15MIN: z.coerce.number().int().min(1).max(10_000_000).default(300),
  SMS_SENDS_HOURLY: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  SMS_NEW_NUMBERS_HOURLY: z.coerce.number().int().min(1).max(10_000_000).default(2000),
  SMS_NEW_NUMBERS_PREFIX_HOURLY: z.coerce.number().int().min(1).max(10_000_000).default(20),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(5_000_000),
  VIDEO_SIGNING_SECRET: optionalText,
  VIDEO_TOKEN_MINUTES: z.coerce.number().int().min(1).max(240).default(10),
  VIDEO_PLAYS_FAN_10MIN: z.coerce.number().int().min(1).max(1_000_000).default(30),
  VIDEO_PLAYS_IP_10MIN: z.coerce.number().int().min(1).max(1_000_000).default(300),
  VIDEO_STREAM_DIR: z.string().trim().min(1).default('streams'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('af-south-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  REDIS_URL: optionalText,
  METRICS_TOKEN: optionalText,
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('touchline:'),
  // Read by Next itself at build and at start (decision 027); parsed here so that a bad value fails at boot.
  // Next itself sets an empty NEXT_DEPLOYMENT_ID when none is given.
  NEXT_DEPLOYMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'NEXT_DEPLOYMENT_ID must be 1–64 letters, digits, dots, dashes or underscores')
      .optional(),
  ),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => [16, 24, 32].includes(Buffer.from(value, 'base64').length) && /^[A-Za-z0-9+/]+={0,2}$/.test(value), {
        message: 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be a base64 AES key of 16, 24 or 32 bytes (openssl rand -base64 32)',
      })
      .optional(),
  ),
  ADMIN_API_USER: optionalText,
  ADMIN_API_PASSWORD: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  PUSH_SERVICE_HOSTS: z
    .string()
    .trim()
    .toLowerCase()
    .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^(?:\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
              'PUSH_SERVICE_HOSTS is a comma-separated list of host names, each maybe starting with *.',
            ),
        )
        .min(1, 'PUSH_SERVICE_HOSTS names at least one push service'),
    ),
  SUBSCRIPTION_PRICE: z.string().trim().min(1).default('R39 per month'),
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  CARRIER_MSISDN_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, 'CARRIER_MSISDN_HEADER must be a header name')
    .default('x-msisdn'),
  ...carrierEnv('MTN'),
  ...carrierEnv('VODACOM'),
  ...carrierEnv('TELKOM'),
  ...carrierEnv('WORLDPLAY'),
  ...carrierEnv('STELLR'),
});

/** The billing providers (DESIGN §6): each has a base URL, an API key and a callback secret when it is real. */
export const BILLING_PROVIDERS = ['mtn', 'vodacom', 'telkom', 'worldplay', 'stellr'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

function carrierEnv<P extends string>(prefix: P) {
  return {
    [`CARRIER_${prefix}_URL`]: optionalUrl,
    [`CARRIER_${prefix}_API_KEY`]: optionalText,
    [`CARRIER_${prefix}_CALLBACK_SECRET`]: optionalText,
  } as Record<`CARRIER_${P}_URL` | `CARRIER_${P}_API_KEY` | `CARRIER_${P}_CALLBACK_SECRET`, typeof optionalText>;
}

export type Env = z.input<typeof envSchema>;

const DEMO_EMSISDN_SECRET = 'touchline-demo-emsisdn-secret-not-for-production';
const DEMO_AUTH_SECRET = 'touchline-demo-auth-secret-not-for-production-use';
const DEMO_CALLBACK_SECRET = 'touchline-demo-carrier-callback-secret';
/** DESIGN §11: the service API's demo credentials, in demo mode only. */
const DEMO_ADMIN_API = { user: 'service', password: 'touchline-service' };
/** Issue 39: the demo's metrics token (README), in demo mode on the loopback only, like the service API's password. */
export const DEMO_METRICS_TOKEN = 'touchline-demo-metrics';

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * RFC 2606's `.example` names (the defaults of MAIL_FROM, ERROR_REPORT_EMAIL and CONTACT_URL): no mail reaches them and
 * no fan can use them, so they are placeholders outside demo mode. `fans.example.com` is a real name and passes.
 */
const PLACEHOLDER_HOST = /[.@]example(?![.\w-])/i;

/** The default push subject when neither VAPID_SUBJECT nor a mailto:/https: CONTACT_URL gives one (demo mode only). */
const PLACEHOLDER_PUSH_SUBJECT = 'mailto:support@touchline.example';

/**
 * Set by Next.js while `next build` prerenders pages (and inherited by its workers): the build renders with the
 * settings it is given but needs none of a server's (decision 044); a server never runs in this phase.
 */
const isBuildPhase = (env: Record<string, string | undefined>) => env.NEXT_PHASE === 'phase-production-build';

function buildConfig(env: z.output<typeof envSchema>, options: { isBuild: boolean }) {
  const isProduction = env.NODE_ENV === 'production';
  // Demo mode: explicit DEMO_MODE wins; otherwise on everywhere except production.
  const isDemoMode = env.DEMO_MODE ?? !isProduction;
  // A demo beyond the loopback (decision 038): its public passwords and secrets are reachable from the network.
  const isPublicDemo = isDemoMode && env.DEMO_LISTEN_PUBLIC === true;

  const adapters = {
    sms: env.SMS_GATEWAY_URL ? ('gateway' as const) : ('outbox' as const),
    email: env.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
    storage: env.S3_BUCKET ? ('s3' as const) : ('local' as const),
  };

  const carriers = Object.fromEntries(
    BILLING_PROVIDERS.map((provider) => {
      const key = provider.toUpperCase() as Uppercase<BillingProvider>;
      const url = env[`CARRIER_${key}_URL`];
      return [
        provider,
        {
          kind: url ? ('http' as const) : ('sandbox' as const),
          url: url?.replace(/\/$/, ''),
          apiKey: env[`CARRIER_${key}_API_KEY`],
          callbackSecret: env[`CARRIER_${key}_CALLBACK_SECRET`] ?? (url ? undefined : DEMO_CALLBACK_SECRET),
        },
      ];
    }),
  ) as Record<
    BillingProvider,
    { kind: 'http' | 'sandbox'; url: string | undefined; apiKey: string | undefined; callbackSecret: string | undefined }
  >;

  const siteUrl = (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const pushSubject =
    env.VAPID_SUBJECT ??
    (/^(?:mailto|https):/.test(env.CONTACT_URL) ? env.CONTACT_URL : siteUrl.startsWith('https://') ? siteUrl : PLACEHOLDER_PUSH_SUBJECT);

  const problems: string[] = [];
  // What a server needs and a build does not: the build prerenders with what it is given (decision 044).
  if (!isDemoMode && !options.isBuild) {
    if (!env.DATABASE_URL)
      problems.push('DATABASE_URL is not set (the embedded PostgreSQL only runs in demo mode: npm start with nothing set)');
    if (!env.SITE_URL)
      problems.push('SITE_URL is not set (the public address, e.g. https://fans.example.com: links in emails, trusted origins)');
    if (adapters.sms === 'outbox') problems.push('SMS_GATEWAY_URL is not set (the SMS outbox only runs in demo mode)');
    if (adapters.email === 'outbox') problems.push('SMTP_URL is not set (the email outbox only runs in demo mode)');
    if (!env.EMSISDN_SECRET) problems.push('EMSISDN_SECRET is not set');
    if (!env.AUTH_SECRET) problems.push('AUTH_SECRET is not set');
    for (const provider of BILLING_PROVIDERS) {
      if (carriers[provider].kind === 'sandbox')
        problems.push(`CARRIER_${provider.toUpperCase()}_URL is not set (the carrier sandbox only runs in demo mode)`);
    }
    for (const [name, value] of [
      ['MAIL_FROM', env.MAIL_FROM],
      ['ERROR_REPORT_EMAIL', env.ERROR_REPORT_EMAIL],
      ['CONTACT_URL', env.CONTACT_URL],
    ] as const) {
      if (PLACEHOLDER_HOST.test(value)) problems.push(`${name} is ${value}, a placeholder (.example) address: set the real one`);
    }
    if ((env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) && pushSubject === PLACEHOLDER_PUSH_SUBJECT)
      problems.push(
        'VAPID_SUBJECT is not set and CONTACT_URL is neither mailto: nor https: (the push services contact the site through it)',
      );
  }
  // Issue 37: a production server does not publish a demo by one setting; a second one says it is on purpose.
  if (isProduction && isPublicDemo && !env.DEMO_PUBLIC_IN_PRODUCTION)
    problems.push(
      'DEMO_LISTEN_PUBLIC=true would open a demo (public staff passwords and secrets, an outbox of every code) to the network with NODE_ENV=production; set the real settings, or DEMO_PUBLIC_IN_PRODUCTION=true as well to publish the demo on purpose',
    );
  if (env.ADMIN_API_USER && !env.ADMIN_API_PASSWORD) problems.push('ADMIN_API_USER is set but ADMIN_API_PASSWORD is not');
  if ((!isDemoMode || isPublicDemo) && env.ADMIN_API_PASSWORD && env.ADMIN_API_PASSWORD.length < 16)
    problems.push('ADMIN_API_PASSWORD must be at least 16 characters');
  if (isPublicDemo && env.ADMIN_API_PASSWORD === DEMO_ADMIN_API.password)
    problems.push("ADMIN_API_PASSWORD must not be the demo's password when the demo listens beyond the loopback");
  if (isPublicDemo && env.USSD_CALLBACK_SECRET === DEMO_CALLBACK_SECRET)
    problems.push('USSD_CALLBACK_SECRET must not be a demo secret when the demo listens beyond the loopback');
  for (const provider of BILLING_PROVIDERS) {
    const carrier = carriers[provider];
    if (carrier.kind === 'http' && !carrier.apiKey)
      problems.push(`CARRIER_${provider.toUpperCase()}_URL is set but CARRIER_${provider.toUpperCase()}_API_KEY is not`);
    // Stellr redeems vouchers on request; it sends no callbacks.
    if (carrier.kind === 'http' && provider !== 'stellr' && (carrier.callbackSecret?.length ?? 0) < 16) {
      problems.push(
        `CARRIER_${provider.toUpperCase()}_CALLBACK_SECRET must be set (16 characters or more) with CARRIER_${provider.toUpperCase()}_URL`,
      );
    }
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  if (isPublicDemo && env.METRICS_TOKEN === DEMO_METRICS_TOKEN)
    problems.push("METRICS_TOKEN must not be the demo's token when the demo listens beyond the loopback");
  if (env.USSD_CALLBACK_SECRET && env.USSD_CALLBACK_SECRET.length < 16)
    problems.push('USSD_CALLBACK_SECRET must be at least 16 characters');
  if (env.AUTH_SECRET && env.AUTH_SECRET.length < 32) problems.push('AUTH_SECRET must be at least 32 characters');
  if (env.VIDEO_SIGNING_SECRET && env.VIDEO_SIGNING_SECRET.length < 32)
    problems.push('VIDEO_SIGNING_SECRET must be at least 32 characters');
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY))
    problems.push('S3_BUCKET is set but S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is not');
  if (env.REDIS_URL && !/^rediss?:\/\//.test(env.REDIS_URL)) problems.push('REDIS_URL must start with redis:// or rediss://');
  if (env.SMS_GATEWAY_URL && !env.SMS_GATEWAY_TOKEN) problems.push('SMS_GATEWAY_URL is set but SMS_GATEWAY_TOKEN is not');
  if (env.EMSISDN_SECRET && env.EMSISDN_SECRET.length < 16) problems.push('EMSISDN_SECRET must be at least 16 characters');
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all (npx web-push generate-vapid-keys)');
  if (env.VAPID_PUBLIC_KEY && (base64Url(env.VAPID_PUBLIC_KEY)?.length !== 65 || base64Url(env.VAPID_PUBLIC_KEY)?.[0] !== 4))
    problems.push('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes, 87 characters)');
  if (env.VAPID_PRIVATE_KEY && base64Url(env.VAPID_PRIVATE_KEY)?.length !== 32)
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes, 43 characters)');
  if (env.VAPID_SUBJECT && !/^(?:mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/.test(env.VAPID_SUBJECT))
    problems.push('VAPID_SUBJECT must be a mailto: address or an https: URL (the push services contact the site through it)');
  if (problems.length > 0) {
    const hint =
      isProduction && env.DEMO_MODE === undefined ? ' Set the real settings, or DEMO_MODE=true to run the simulators on purpose.' : '';
    throw new ConfigError(`Touchline cannot start: ${problems.join('; ')}.${hint}`);
  }

  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    isDemoMode,
    port: env.PORT,
    /**
     * Where `npm start` listens (decision 009): every interface, except a demo, which listens on the loopback only
     * (its secrets and passwords are public) unless DEMO_LISTEN_PUBLIC=true says otherwise.
     */
    listen: {
      hosts: isDemoMode && !env.DEMO_LISTEN_PUBLIC ? ['127.0.0.1', '::1'] : ['*'],
      isPublicDemo,
      /** How many proxies in front are trusted to append X-Forwarded-For (0: the client is the socket's peer). */
      trustProxyHops: env.TRUST_PROXY_HOPS,
    },
    siteUrl,
    /** DESIGN §5: Secure cookies in production (and whenever the site is served over https). */
    secureCookies: isProduction || siteUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL,
    brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
    database: {
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      embeddedPort: env.EMBEDDED_PG_PORT,
      poolSize: env.DB_POOL_SIZE,
      /**
       * Whether a starting server applies the migrations first (decision 044): a demo does (`npm start`); a real
       * deployment migrates as a step of its own (`npm run db:migrate`) before its copies start, unless told otherwise.
       */
      migrateOnStart: env.MIGRATE_ON_START ?? isDemoMode,
    },
    emsisdnSecret: env.EMSISDN_SECRET ?? DEMO_EMSISDN_SECRET,
    auth: { secret: env.AUTH_SECRET ?? DEMO_AUTH_SECRET, sessionDays: env.SESSION_DAYS },
    limits: {
      ipHourly: env.RATE_LIMIT_IP_HOURLY,
      pushNewIpHourly: env.PUSH_NEW_SUBSCRIPTIONS_IP_HOURLY,
      pushNewSiteHourly: env.PUSH_NEW_SUBSCRIPTIONS_HOURLY,
      staffIpHourly: env.STAFF_SIGN_INS_IP_HOURLY,
      verifyFailuresIp15Min: env.VERIFY_FAILURES_IP_15MIN,
      verifyFailuresSite15Min: env.VERIFY_FAILURES_SITE_15MIN,
      smsSendsHourly: env.SMS_SENDS_HOURLY,
      smsNewNumbersHourly: env.SMS_NEW_NUMBERS_HOURLY,
      smsNewNumbersPrefixHourly: env.SMS_NEW_NUMBERS_PREFIX_HOURLY,
      uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    },
    /**
     * Touchline+'s signed streams (decision 026): the key of their addresses (VIDEO_SIGNING_SECRET, else derived from
     * the auth secret — so never a demo value outside demo mode), how long an address lives, the play call's caps per
     * fan and per address (10-minute windows), and the folder of the streams only those addresses serve.
     */
    videos: {
      signingSecret: env.VIDEO_SIGNING_SECRET,
      tokenSeconds: env.VIDEO_TOKEN_MINUTES * 60,
      playsPerFan: env.VIDEO_PLAYS_FAN_10MIN,
      playsPerIp: env.VIDEO_PLAYS_IP_10MIN,
      streamDir: env.VIDEO_STREAM_DIR,
    },
    storage: {
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
    },
    adapters,
    /** Ranks and rate limits (DESIGN §6): Redis when REDIS_URL is set, Postgres otherwise (always the source of truth). */
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    /**
     * The service API's HTTP Basic credentials (/admin/api/v1/*); null: the API is closed (every call 401). The demo's
     * public ones only while the demo listens on the loopback (decision 038).
     */
    adminApi:
      env.ADMIN_API_USER && env.ADMIN_API_PASSWORD
        ? { user: env.ADMIN_API_USER, password: env.ADMIN_API_PASSWORD }
        : isDemoMode && !isPublicDemo
          ? DEMO_ADMIN_API
          : null,
    /**
     * Operations (issue 39): the bearer token `GET /metrics` asks for (null: the endpoint is a 404; the demo's on the
     * loopback), and how long a stopping copy keeps serving after it turned not-ready, so a load balancer that polls
     * `/api/health/ready` takes it out before it stops listening (none in demo mode; 5 s otherwise).
     */
    ops: {
      metricsToken: env.METRICS_TOKEN ?? (isDemoMode && !isPublicDemo ? DEMO_METRICS_TOKEN : null),
      drainSeconds: env.DRAIN_SECONDS ?? (isDemoMode ? 0 : 5),
    },
    billing: {
      price: env.SUBSCRIPTION_PRICE,
      timeoutMs: env.CARRIER_TIMEOUT_MS,
      msisdnHeader: env.CARRIER_MSISDN_HEADER,
      carriers,
    },
    sms: {
      gatewayUrl: env.SMS_GATEWAY_URL,
      gatewayToken: env.SMS_GATEWAY_TOKEN,
      senderId: env.SMS_SENDER_ID,
      timeoutMs: env.SMS_TIMEOUT_MS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    /**
     * The outbound queue (decision 028): the most SMS, emails and push messages the whole site hands to its gateways per second
     * (shared by every copy), how many messages of a channel one copy delivers at once, and how often a copy looks for
     * messages another copy accepted (its own are delivered at once).
     */
    outbound: {
      sendsPerSecond: { sms: env.SMS_SENDS_PER_SECOND, email: env.EMAIL_SENDS_PER_SECOND, push: env.PUSH_SENDS_PER_SECOND },
      batchSize: env.OUTBOUND_BATCH_SIZE,
      pollingSeconds: env.OUTBOUND_POLLING_SECONDS,
    },
    /**
     * Web Push (decision 031): the VAPID key pair (null: in demo mode a pair is made once and kept in the database;
     * outside demo mode push is off), the subject the push services may contact, the push services an endpoint may be
     * on (`*.` any subdomain), and whether a plain-http endpoint on any port is accepted (tests only: outside them an
     * endpoint is https on 443).
     */
    push: {
      vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
      isOn: Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) || isDemoMode,
      subject: pushSubject,
      serviceHosts: env.PUSH_SERVICE_HOSTS,
      isPlainHttpAllowed: env.NODE_ENV === 'test',
    },
    errorReportEmail: env.ERROR_REPORT_EMAIL,
    links: { tickets: env.TICKETS_URL, privacy: env.PRIVACY_URL, contact: env.CONTACT_URL },
    /**
     * USSD (issue 25): the code fans dial (the demo's, and the Next Match widget's in the demo data), and the secret
     * the aggregator proves its callbacks with (none: only a demo on the loopback answers unsigned callbacks; outside
     * demo mode, or with DEMO_LISTEN_PUBLIC, every callback is refused until it is set: decision 038).
     */
    ussd: {
      serviceCode: env.USSD_SERVICE_CODE,
      callbackSecret: env.USSD_CALLBACK_SECRET,
      isUnsignedAllowed: isDemoMode && !isPublicDemo,
    },
    /**
     * Match day (issue 24): the most live event streams one copy holds, and of them from one client address (issue 37:
     * thousands of fans share a carrier's NAT address, but one client must not hold a copy's whole allowance); more get
     * a 503 and retry. In demo mode whether the demo match's scripted feed runs (DEMO_LIVE_FEED=false stops it) and how
     * often it records its next event. With LIVE_EDGE_PUBLISH_URL (issue 38) the edge holds the fans' streams: the
     * copies publish each match's frames to its nchan publisher, `<url>/<match id>`.
     */
    /**
     * The predictor's picks and the Player of the Match votes (issue 37): a fan's writes in 10 minutes, and a client
     * address's in a minute across fans — generous, since a carrier's NAT puts thousands of fans behind one address
     * before kick-off, but a loop from one client stops there. More get 429 with Retry-After.
     */
    matchdayWrites: { perFan10Min: env.MATCHDAY_WRITES_FAN_10MIN, perIpMinute: env.MATCHDAY_WRITES_IP_MINUTE },
    live: {
      maxStreams: env.LIVE_MAX_STREAMS,
      maxPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
      edgePublishUrl: env.LIVE_EDGE_PUBLISH_URL?.replace(/\/+$/, ''),
      demoFeed: env.DEMO_LIVE_FEED !== false,
      demoEventSeconds: env.DEMO_LIVE_EVENT_SECONDS,
    },
  };
}

/** Parses an environment; exported for tests. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Touchline cannot start: invalid configuration — ${lines.join('; ')}`);
  }
  return buildConfig(parsed.data, { isBuild: isBuildPhase(env) });
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
