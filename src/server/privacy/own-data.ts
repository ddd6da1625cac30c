import 'server-only';
import { getStorage } from '../adapters/storage/get-storage';
import { eraseBillingData, exportBillingData, findRenewingSubscription, type BillingData, type RenewingSubscription } from '../billing';
import { getConfig } from '../config';
import { getDb, type Db } from '../db/client';
import { eraseCompetitionData, exportCompetitionData } from '../competitions';
import { eraseFanCredData, exportFanCredData, forgetRanks } from '../fancred';
import { exportPushSubscriptions, forgetRecipients } from '../outbound';
import { eraseGameData, exportGameData, expireGameTables } from '../games';
import { eraseMatchdayData, exportMatchdayData } from '../matchday';
import { forgetActiveFan } from '../ops';
import {
  eraseAccount,
  listConsents,
  lockFanForErasure,
  sendDeletionCode,
  toFanProfile,
  USER_ENTITY,
  verifyDeletionCode,
  type ConsentRecord,
  type FanProfile,
  type IdentityError,
  type UserRow,
} from '../identity';
import { getLogger } from '../logger';
import { recordAudit } from '../audit';
import { eraseUssdData, exportUssdData } from '../ussd';
import { eraseVideoData, exportVideoData } from '../videos';
import { PRIVACY_ERRORS } from './messages';

/**
 * The fan's own data (POPIA, issue 15, decision 019): the download of everything we hold about the signed-in fan, and
 * the deletion of the account — confirmed by an SMS code of its own purpose, refused while a network subscription
 * would still charge the number, and done in one transaction across every context.
 */

export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: IdentityError; subscription?: RenewingSubscription };

const isFan = (user: UserRow) => user.staffRole === null && user.msisdn !== null && user.deletedAt === null;

/**
 * Everything we hold about a fan, for the download (the route writes it as the JSON document the fan gets). FanCred's,
 * the games', the competitions' and the videos' parts are their contexts' own download sections, included as they are.
 */
export interface MyData {
  exportedAt: string;
  profile: FanProfile & { createdAt: string; profileCompletedAt: string | null; termsVersionAccepted: number | null };
  consents: ConsentRecord[];
  billing: BillingData;
  fancred: Awaited<ReturnType<typeof exportFanCredData>>;
  games: Awaited<ReturnType<typeof exportGameData>>;
  competitions: Awaited<ReturnType<typeof exportCompetitionData>>;
  videos: Awaited<ReturnType<typeof exportVideoData>>;
  matchday: Awaited<ReturnType<typeof exportMatchdayData>>;
  pushSubscriptions: Awaited<ReturnType<typeof exportPushSubscriptions>>;
  ussd: Awaited<ReturnType<typeof exportUssdData>>;
}

/** The download: the signed-in fan's records and the file's name. Staff accounts have none here. */
export async function exportMyData(user: UserRow): Promise<Outcome<{ data: MyData; filename: string }>> {
  if (!isFan(user)) return { ok: false, error: PRIVACY_ERRORS.notAFan };
  const [consents, billing, fancred, games, competitions, videos, matchday, pushSubscriptions, ussd] = await Promise.all([
    listConsents(user.id),
    exportBillingData(user.id),
    exportFanCredData({ id: user.id, emsisdn: user.emsisdn }),
    exportGameData(user.id),
    exportCompetitionData(user.id),
    exportVideoData(user.id),
    exportMatchdayData(user.id),
    exportPushSubscriptions(user.id),
    exportUssdData(user.msisdn),
  ]);
  const exportedAt = new Date().toISOString();
  const data: MyData = {
    exportedAt,
    profile: {
      ...toFanProfile(user),
      createdAt: user.createdAt.toISOString(),
      profileCompletedAt: user.profileCompletedAt?.toISOString() ?? null,
      termsVersionAccepted: user.termsVersionAccepted,
    },
    consents,
    billing,
    fancred,
    games,
    competitions,
    videos,
    matchday,
    pushSubscriptions,
    ussd,
  };
  return { ok: true, data, filename: `${getConfig().brand.slug}-my-data-${exportedAt.slice(0, 10)}.json` };
}

/** What /profile shows before deletion: may the fan delete now, or must a network subscription be cancelled first? */
export async function deletionBlocker(user: UserRow): Promise<RenewingSubscription | null> {
  return findRenewingSubscription(await getDb(), user.id);
}

async function refusal(user: UserRow): Promise<Outcome<never> | null> {
  if (!isFan(user)) return { ok: false, error: PRIVACY_ERRORS.notAFan };
  const renewing = await deletionBlocker(user);
  return renewing ? { ok: false, error: PRIVACY_ERRORS.subscriptionActive, subscription: renewing } : null;
}

/** Step 1: the deletion code by SMS to the fan's own number (the OTP send caps apply). */
export async function requestAccountDeletion(input: { user: UserRow; isResend: boolean; ip: string }): Promise<Outcome<object>> {
  const refused = await refusal(input.user);
  if (refused) return refused;
  return sendDeletionCode(input);
}

/**
 * Step 2: the code, then the deletion in one transaction (the fan's row locked first, so a second submit — or a billing
 * callback for the fan — waits and then finds nothing to do). Afterwards Redis forgets the fan's ranks, the cached
 * tables expire and the stored picture is removed (the queued messages and push subscriptions went in it). The caller
 * ends the session (its cookie).
 */
export async function deleteMyAccount(input: {
  user: UserRow;
  otp: string | undefined;
  ip: string;
}): Promise<Outcome<{ deleted: boolean }>> {
  const refused = await refusal(input.user);
  if (refused) return refused;
  const verified = await verifyDeletionCode(input);
  if (!verified.ok) return verified;
  const db = await getDb();
  const outcome = await db.transaction((tx) => eraseFanAccount(tx, input.user.id));
  if (!outcome.ok) return outcome;
  await forgetRanks(outcome.ledgers);
  expireGameTables();
  if (outcome.thumbnailFile) {
    await getStorage()
      .remove(outcome.thumbnailFile)
      .catch((error: unknown) => getLogger().warn({ err: (error as Error).message }, 'privacy: could not remove a deleted fan’s picture'));
  }
  getLogger().info({ userId: input.user.id }, 'privacy: account deleted');
  return { ok: true, deleted: true };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The deletion proper, in the caller's transaction: the fan's row locked first (`for update`, so every writer keyed by
 * the fan — which holds the row `for share` while it writes — either committed before, and is erased here, or waits
 * for the commit and then writes nothing), the network subscription checked again, then every context's part.
 */
export async function eraseFanAccount(tx: Tx, userId: string) {
  const fan = await lockFanForErasure(tx, userId);
  if (!fan) return { ok: false as const, error: PRIVACY_ERRORS.alreadyDeleted };
  const renewing = await findRenewingSubscription(tx, fan.id, { lock: true });
  if (renewing) return { ok: false as const, error: PRIVACY_ERRORS.subscriptionActive, subscription: renewing };
  const billing = await eraseBillingData(tx, fan);
  const fancred = await eraseFanCredData(tx, fan);
  const games = await eraseGameData(tx, fan.id);
  const competitions = await eraseCompetitionData(tx, fan.id);
  const videos = await eraseVideoData(tx, fan.id);
  const matchday = await eraseMatchdayData(tx, fan.id);
  const ussd = await eraseUssdData(tx, fan.msisdn);
  // The queued messages and push subscriptions go in this transaction too (issue 37), not after it.
  await forgetRecipients(tx, [fan.msisdn, fan.email], { userId: fan.id });
  await forgetActiveFan(tx, fan.id);
  await eraseAccount(tx, fan);
  // The record says that and when the account was deleted, and how much was erased or counted — nothing personal.
  await recordAudit(tx, {
    actor: { type: 'fan', label: 'the fan (own request)' },
    action: 'user.delete',
    entityType: USER_ENTITY,
    entityId: fan.id,
    changes: {
      account: { before: 'active', after: 'deleted' },
      erased: {
        before: null,
        after: {
          fan_events_counted: fancred.events,
          ledgers: fancred.ledgers.length,
          game_scores: games.scores,
          competition_entries_anonymised: competitions.entries,
          video_progress: videos.progress,
          open_predictions: matchday.predictions,
          ussd_records: ussd,
          subscription_events_detached: billing.subscriptionEvents,
        },
      },
    },
  });
  return { ok: true as const, thumbnailFile: fan.thumbnailFile, ledgers: fancred.ledgers };
}
