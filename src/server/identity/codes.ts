import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { allow, hit, peek, reset } from '../rate-limits';
import { RESEND_SPACING_SECONDS, type Network } from '@/schemas/identity';
import { loginCodes } from './schema';
import { claimVerifyBudget } from './verify-budget';
import { countLoginCode } from '../metrics';

/**
 * One-time codes (DESIGN §5): the 4-digit SMS OTP and email passcode. Generated with crypto.randomInt, stored as a
 * keyed hash bound to the target, single use, 5 minutes, at most 3 guesses per code; send caps per target over the last
 * 5 minutes and the last day (counted over the codes sent), a resend no sooner than a minute after the last code, a
 * daily failure cap that locks the target out (a fresh code sent to the target lifts it, once a day: decision 024), and
 * per-address caps on sending and guessing.
 */

export type CodeChannel = 'sms' | 'email';
/**
 * What a code is for. A code is checked only for the purposes its caller names, so a login code cannot delete an
 * account and a deletion code cannot sign anyone in (decision 019).
 */
export type CodePurpose = 'login' | 'signup' | 'delete_account';

export const CODE_LIMITS = {
  lifetimeSeconds: 5 * 60,
  guessesPerCode: 3,
  sendsPer5Minutes: 3,
  sendsPerDay: 10,
  resendSpacingSeconds: RESEND_SPACING_SECONDS,
  failuresPerDay: 10,
  /** How often a day a fresh code lifts a target's lockout: the owner keeps a way in after a stranger's guesses. */
  lockoutLiftsPerDay: 1,
} as const;

const FIVE_MINUTES = 300;
const HOUR = 3600;
const DAY = 86_400;

export type SendResult = { ok: true; code: string } | { ok: false; reason: 'max_send' | 'max_resend' };

export type VerifyResult =
  | { ok: true; purpose: CodePurpose; network: Network | null }
  | { ok: false; reason: 'invalid'; attemptsLeft?: number }
  | { ok: false; reason: 'exceeded' | 'ip_limited' }
  | { ok: false; reason: 'refused'; retryAfter: number };

function hashCode(channel: CodeChannel, target: string, code: string): string {
  return createHmac('sha256', getConfig().auth.secret).update(`${channel}:${target}:${code}`).digest('hex');
}

const failuresOf = (channel: CodeChannel, target: string) => ({ key: `code-fail:day:${channel}:${target}`, seconds: DAY });

/** Counts a code send against the address's hourly cap; callers count it before they look a number or email up. */
export async function codeSendAllowed(ip: string): Promise<boolean> {
  return allow({ key: `code-send:ip:${ip}`, seconds: HOUR }, getConfig().limits.ipHourly);
}

/**
 * Issues a new code for the target if no cap is reached; the caller delivers it (and has counted the send against
 * the address first: codeSendAllowed). A new code replaces any earlier one: only the newest unexpired code is
 * accepted. A network chosen in choose_network is held with the code (and carried to a resent code) until the code
 * is verified.
 */
export async function issueCode(input: {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  isResend: boolean;
  network?: Network;
}): Promise<SendResult> {
  const { channel, target, purpose, isResend } = input;
  const db = await getDb();
  if (isResend) {
    const [last] = await db
      .select({ createdAt: loginCodes.createdAt })
      .from(loginCodes)
      .where(and(eq(loginCodes.channel, channel), eq(loginCodes.target, target)))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1);
    if (last && Date.now() - last.createdAt.getTime() < CODE_LIMITS.resendSpacingSeconds * 1000) return { ok: false, reason: 'max_resend' };
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const isIssued = await db.transaction(async (tx) => {
    // The send caps count the codes this target was sent in the last 5 minutes and the last day (issue 37: a sliding
    // count, not clock-aligned windows that let 6 codes through across a boundary). One lock per target makes the
    // count and the insert one step, so parallel sends on any copy cannot pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-send:${channel}:${target}`}))`);
    const [sent] = await tx
      .select({
        last5Minutes: sql<number>`count(*) filter (where ${loginCodes.createdAt} > now() - make_interval(secs => ${FIVE_MINUTES}))`.mapWith(
          Number,
        ),
        lastDay: sql<number>`count(*)`.mapWith(Number),
      })
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.channel, channel),
          eq(loginCodes.target, target),
          sql`${loginCodes.createdAt} > now() - make_interval(secs => ${DAY})`,
        ),
      );
    if ((sent?.last5Minutes ?? 0) >= CODE_LIMITS.sendsPer5Minutes || (sent?.lastDay ?? 0) >= CODE_LIMITS.sendsPerDay) return false;
    // Earlier codes for this target stop working the moment a new one is issued.
    const replaced = await tx
      .update(loginCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(loginCodes.channel, channel), eq(loginCodes.target, target), isNull(loginCodes.consumedAt)))
      .returning({ network: loginCodes.network, purpose: loginCodes.purpose, expiresAt: loginCodes.expiresAt });
    const carried = replaced.find((row) => row.purpose === purpose && row.network && row.expiresAt.getTime() > Date.now())?.network as
      Network | undefined;
    await tx.insert(loginCodes).values({
      channel,
      target,
      purpose,
      network: input.network ?? (isResend ? carried : undefined) ?? null,
      codeHash: hashCode(channel, target, code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_LIMITS.lifetimeSeconds})`,
    });
    return true;
  });
  if (!isIssued) return { ok: false, reason: 'max_send' };
  await liftLockout(channel, target);
  countLoginCode(channel, 'sent');
  return { ok: true, code };
}

/**
 * A stranger can spend a target's wrong codes for the day and lock its owner out. A code sent to the target (the send
 * caps still apply) starts its wrong codes afresh, once a day, so the owner who asks for a code gets in; a stranger who
 * asks gets at most one more day's worth of guesses (decision 024: 20 a day instead of 10, at most 0.2% a day).
 */
async function liftLockout(channel: CodeChannel, target: string): Promise<void> {
  const failures = failuresOf(channel, target);
  if ((await peek(failures)) < CODE_LIMITS.failuresPerDay) return;
  if (await allow({ key: `code-fail-lift:day:${channel}:${target}`, seconds: DAY }, CODE_LIMITS.lockoutLiftsPerDay)) await reset(failures);
}

/**
 * Checks a code. Each guess first claims one of the code's 3 attempts in a single conditional UPDATE, so parallel
 * guesses cannot exceed the cap; a match is consumed by a second conditional UPDATE, so a code works once. A guess at
 * a live code then claims its place in the budget of wrong codes across numbers (verify-budget.ts); a guess the
 * budget holds back gives its attempt back.
 */
export async function verifyCode(input: VerifyInput): Promise<VerifyResult> {
  const result = await checkCode(input);
  countLoginCode(input.channel, result.ok ? 'verified' : 'refused');
  return result;
}

interface VerifyInput {
  channel: CodeChannel;
  target: string;
  code: string;
  ip: string;
  purposes: readonly CodePurpose[];
}

async function checkCode(input: VerifyInput): Promise<VerifyResult> {
  const { channel, target, code, ip } = input;
  const purposes = sql.join(
    input.purposes.map((purpose) => sql`${purpose}`),
    sql`, `,
  );
  if (!(await allow({ key: `code-verify:ip:${ip}`, seconds: HOUR }, getConfig().limits.ipHourly)))
    return { ok: false, reason: 'ip_limited' };
  const failuresKey = failuresOf(channel, target);
  if ((await peek(failuresKey)) >= CODE_LIMITS.failuresPerDay) return { ok: false, reason: 'exceeded' };

  const db = await getDb();
  const claimed = await db.execute<{ id: number; code_hash: string; purpose: CodePurpose; attempts: number; network: Network | null }>(sql`
    update login_codes set attempts = attempts + 1
    where id = (
      select id from login_codes
      where channel = ${channel} and target = ${target} and consumed_at is null and expires_at > now() and purpose in (${purposes})
      order by created_at desc limit 1
    ) and attempts < ${CODE_LIMITS.guessesPerCode} and consumed_at is null
    returning id, code_hash, purpose, attempts, network`);
  const row = claimed.rows[0];
  if (!row) {
    const live = await db
      .select({ attempts: loginCodes.attempts })
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.channel, channel),
          eq(loginCodes.target, target),
          isNull(loginCodes.consumedAt),
          sql`${loginCodes.expiresAt} > now()`,
          sql`${loginCodes.purpose} in (${purposes})`,
        ),
      )
      .limit(1);
    // Only guesses against a live code count towards the daily lockout, so a stranger cannot lock a number out
    // without first having codes sent to it (which the send caps limit).
    // A live code with no guesses left: the submissions are exhausted. No live code: expired, used or never sent.
    return { ok: false, reason: live.length > 0 ? 'exceeded' : 'invalid' };
  }

  const budget = await claimVerifyBudget(ip);
  if (!budget.ok) {
    await db.execute(sql`update login_codes set attempts = attempts - 1 where id = ${row.id} and attempts > 0`);
    return { ok: false, reason: budget.reason, retryAfter: budget.retryAfter };
  }

  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(channel, target, /^\d{4}$/.test(code) ? code : '----'), 'hex');
  if (timingSafeEqual(expected, given)) {
    const consumed = await db
      .update(loginCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.consumedAt)))
      .returning({ id: loginCodes.id });
    await budget.settle(consumed.length === 1 ? 'right' : 'wrong');
    if (consumed.length === 1) return { ok: true, purpose: row.purpose, network: row.network };
    return { ok: false, reason: 'invalid' };
  }
  await budget.settle('wrong');
  const failures = await hit(failuresKey);
  if (row.attempts >= CODE_LIMITS.guessesPerCode || failures >= CODE_LIMITS.failuresPerDay) return { ok: false, reason: 'exceeded' };
  // What is left: this code's guesses, or the number's wrong codes for the day, whichever runs out first.
  return {
    ok: false,
    reason: 'invalid',
    attemptsLeft: Math.min(CODE_LIMITS.guessesPerCode - row.attempts, CODE_LIMITS.failuresPerDay - failures),
  };
}
