import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { getConfig } from '../config';
import { getDb, type Db } from '../db/client';
import { getLogger } from '../logger';
import { enqueueEmail } from '../outbound';
import { authAccounts, authSessions, authVerifications, users } from './schema';

/**
 * better-auth owns sessions, staff passwords and password-reset tokens (DESIGN §1, decision 006). It is not mounted
 * on an HTTP router: the spec's endpoints (and /admin/login) call `auth.api.*` after our own limits, so nothing
 * reaches it unguarded. Fans prove a number or email with our one-time codes (codes.ts); the server-only endpoint
 * below then starts their session.
 */

const startSessionBody = z.object({ userId: z.string().min(1) });

/** Starts a session for a user whose identity the caller has already proven; the old session is revoked (rotation). */
function touchlineSessions() {
  return {
    id: 'touchline-sessions',
    endpoints: {
      startSession: createAuthEndpoint.serverOnly({ method: 'POST', body: startSessionBody }, async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('NOT_FOUND', { message: 'User not found' });
        const previous = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
        if (previous) await ctx.context.internalAdapter.deleteSession(previous);
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to create session' });
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ sessionId: session.id });
      }),
    },
  } satisfies BetterAuthPlugin;
}

function createAuth(db: Db) {
  const config = getConfig();
  return betterAuth({
    appName: config.brand.name,
    baseURL: config.siteUrl,
    basePath: '/api/auth',
    secret: config.auth.secret,
    trustedOrigins: [config.siteUrl],
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema: { users, authSessions, authAccounts, authVerifications } }),
    user: {
      modelName: 'users',
      fields: { image: 'thumbnailFile' },
      additionalFields: {
        msisdn: { type: 'string', required: false, input: false },
        emsisdn: { type: 'string', required: false, input: false },
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        nickname: { type: 'string', required: false, input: false },
        language: { type: 'string', required: false, input: false },
        roleId: { type: 'number', required: false, input: false },
        staffRole: { type: 'string', required: false, input: false },
      },
    },
    session: {
      modelName: 'authSessions',
      expiresIn: config.auth.sessionDays * 86_400,
      updateAge: 86_400,
    },
    account: { modelName: 'authAccounts' },
    verification: { modelName: 'authVerifications' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
        // A staff member who has never chosen a password was added by an admin: theirs is an invitation, not a reset.
        const [credential] = await db
          .select({ id: authAccounts.id })
          .from(authAccounts)
          .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential'), isNotNull(authAccounts.password)))
          .limit(1);
        const brand = config.brand.name;
        const message = credential
          ? {
              subject: `Reset your ${brand} password`,
              text: `Someone asked to reset the password of your ${brand} staff account.\n\nReset it here (the link works for one hour): ${link}\n\nIf it was not you, ignore this email.`,
            }
          : {
              subject: `You have been added to the ${brand} console`,
              text: `You have been added to the ${brand} console as a staff member.\n\nChoose your password here (the link works for one hour): ${link}\n\nThen sign in at ${config.siteUrl}/admin/login with this email address. If you did not expect this email, ignore it.`,
            };
        // Queued (decision 028); keyed by the link's token, so better-auth asking twice for one link sends one email.
        await enqueueEmail({ to: user.email, ...message }, { key: `staff-link:${token}` });
      },
    },
    advanced: {
      cookiePrefix: config.brand.slug,
      useSecureCookies: config.secureCookies,
      database: { generateId: () => randomUUID() },
    },
    logger: {
      level: 'error',
      log: (level, message) => getLogger()[level]({ component: 'better-auth' }, message),
    },
    plugins: [touchlineSessions()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let authPromise: Promise<Auth> | undefined;

/** The better-auth instance, created on first use (the database opens lazily, DESIGN §10). */
export function getAuth(): Promise<Auth> {
  authPromise ??= getDb().then(createAuth);
  return authPromise;
}
