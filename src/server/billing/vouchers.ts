import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { getCarrier } from '../adapters/carriers/get-carrier';
import { CarrierError, type VoucherStatus } from '../adapters/carriers/carrier';
import { findUserByMsisdn, type UserRow } from '../identity';
import type { Language, Network } from '@/schemas/identity';
import { getEntitlement } from './entitlements';
import { allow } from '../rate-limits';
import { BILLING_ERRORS, type BillingError } from './messages';
import { PACKAGE } from './plans';
import { voucherRedemptions } from './schema';
import { applySubscriptionEvent } from './subscriptions';

/** Voucher PIN attempts per number per hour (DESIGN §5): a PIN is 16 digits, but guessing is still capped. */
export const VOUCHER_ATTEMPTS_PER_HOUR = 5;

const pinHash = (pin: string) => createHmac('sha256', getConfig().auth.secret).update(`voucher:${pin}`).digest('hex');

export type RedeemOutcome = { ok: true; status: VoucherStatus; user: UserRow | null } | { ok: false; error: BillingError };

/**
 * Redeems a Stellr voucher for a proven number (spec §4) — a signed-in fan's, or one just verified by OTP that may be
 * new to us (it becomes a member only when the voucher is ACTIVE):
 * 1. the number's attempts this hour are counted first (an atomic upsert), so parallel guesses cannot pass the cap;
 * 2. a fan already subscribed through a network is told so (the voucher is kept for later);
 * 3. the PIN is claimed here — a unique row per PIN hash — so of any number of racing requests one goes on and the
 *    rest are told it is used;
 * 4. Stellr is asked, with a reference fixed for this number and PIN (a retry is idempotent at Stellr);
 * 5. ACTIVE: the fan (made if new), the subscription (a year), its event and the fan's fields are written in one
 *    transaction, then the claim is marked redeemed (a claim still 'pending' blocks the PIN just the same). INVALID or
 *    a provider failure removes the claim, USED marks it, so nothing is left half-written and the fan may try again.
 */
export async function redeemVoucher(input: {
  msisdn: string;
  user: UserRow | null;
  network?: Network;
  voucher: string | undefined;
  /** The language of the page the voucher was entered on: a number new to us becomes a fan in it (issue 26). */
  language?: Language;
}): Promise<RedeemOutcome> {
  const pin = (input.voucher ?? '').replace(/[\s-]/g, '');
  if (pin === '') return { ok: false, error: BILLING_ERRORS.voucherRequired };
  if (!(await allow({ key: `voucher:msisdn:${input.msisdn}`, seconds: 3600 }, VOUCHER_ATTEMPTS_PER_HOUR)))
    return { ok: false, error: BILLING_ERRORS.voucherAttempts };
  if (input.user) {
    const entitlement = await getEntitlement(input.user);
    if (entitlement.isEntitled && entitlement.reason !== 'role' && entitlement.subscription?.provider !== 'stellr')
      return { ok: false, error: BILLING_ERRORS.alreadySubscribed };
  }
  if (!/^\d{8,20}$/.test(pin)) return { ok: true, status: 'ERROR: INVALID VOUCHER', user: input.user };

  const db = await getDb();
  const hash = pinHash(pin);
  const claimId = createHmac('sha256', getConfig().auth.secret).update(`voucher-ref:${hash}:${input.msisdn}`).digest('hex').slice(0, 32);
  const [claim] = await db
    .insert(voucherRedemptions)
    .values({ id: claimId, pinHash: hash, msisdn: input.msisdn, userId: input.user?.id ?? null, status: 'pending' })
    .onConflictDoNothing({ target: voucherRedemptions.pinHash })
    .returning();
  if (!claim) {
    // Someone else's claim, or this number's own finished one: used. This number's own claim still pending (a
    // request that died half-way, or one in flight) goes on: Stellr and the event are idempotent by the reference.
    const [existing] = await db.select().from(voucherRedemptions).where(eq(voucherRedemptions.pinHash, hash)).limit(1);
    if (existing?.id !== claimId || existing.status !== 'pending') return { ok: true, status: 'ERROR: USED VOUCHER', user: input.user };
  }

  let reply;
  try {
    reply = await getCarrier('stellr').redeemVoucher({ pin, msisdn: input.msisdn, reference: claimId });
  } catch (error) {
    await db.delete(voucherRedemptions).where(and(eq(voucherRedemptions.id, claimId), eq(voucherRedemptions.status, 'pending')));
    if (!(error instanceof CarrierError)) throw error;
    getLogger().warn({ err: error }, 'Stellr voucher redemption failed');
    return { ok: false, error: BILLING_ERRORS.providerUnavailable };
  }

  if (reply.status === 'ERROR: INVALID VOUCHER') {
    await db.delete(voucherRedemptions).where(eq(voucherRedemptions.id, claimId));
    return { ok: true, status: reply.status, user: input.user };
  }
  if (reply.status === 'ERROR: USED VOUCHER') {
    await db.update(voucherRedemptions).set({ status: 'used' }).where(eq(voucherRedemptions.id, claimId));
    return { ok: true, status: reply.status, user: input.user };
  }

  try {
    const applied = await applySubscriptionEvent(
      {
        provider: 'stellr',
        eventId: `voucher:${claimId}`,
        type: 'voucher',
        msisdn: input.msisdn,
        subscriptionId: reply.voucherId ?? claimId,
        package: PACKAGE,
        occurredAt: new Date(),
        expiresAt: null,
        payload: { voucher_id: reply.voucherId, reference: claimId },
      },
      input.user ? { userId: input.user.id } : { network: input.network ?? null, language: input.language },
    );
    if (applied.outcome === 'stale') throw new Error('the voucher event was not applied (stale)');
    const user = applied.user ?? input.user ?? (await findUserByMsisdn(input.msisdn)) ?? null;
    await db
      .update(voucherRedemptions)
      .set({ status: 'redeemed', userId: user?.id ?? null, voucherId: reply.voucherId, redeemedAt: new Date() })
      .where(eq(voucherRedemptions.id, claimId));
    return { ok: true, status: 'ACTIVE', user };
  } catch (error) {
    // Stellr took the voucher but we could not record it: the claim stays pending (the PIN is not re-sold here, and
    // this number's retry finishes the job); logged loudly — the reference lets support match it with Stellr.
    getLogger().error({ err: error, reference: claimId }, 'voucher redeemed at Stellr but not recorded');
    throw error;
  }
}
