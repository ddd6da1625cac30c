import 'server-only';
import type { MyData } from '../privacy';
import { getConfig } from '../config';
import { profileBody } from './identity-responses';

/**
 * "Download my data" (decision 019): the JSON document the fan gets, with the spec's names for the profile (§3) and
 * ours for the rest. FanCred's, the games', the competitions' and the videos' sections come as their contexts wrote them.
 */
export function myDataDocument(data: MyData) {
  const { profile, billing } = data;
  return {
    about: `Everything ${getConfig().brand.name} holds about you, as of ${data.exportedAt}.`,
    exported_at: data.exportedAt,
    profile: {
      ...profileBody(profile),
      created_at: profile.createdAt,
      profile_completed_at: profile.profileCompletedAt,
      terms_version_accepted: profile.termsVersionAccepted,
    },
    consents: data.consents.map((consent) => ({
      terms_version: consent.termsVersion,
      where: consent.source,
      accepted_at: consent.acceptedAt,
    })),
    subscription: billing.subscription && {
      provider: billing.subscription.provider,
      package: billing.subscription.package,
      state: billing.subscription.state,
      started_at: billing.subscription.startedAt,
      expires_at: billing.subscription.expiresAt,
      cancelled_at: billing.subscription.cancelledAt,
    },
    subscription_history: billing.history.map((event) => ({
      provider: event.provider,
      type: event.type,
      occurred_at: event.occurredAt,
      outcome: event.outcome,
      subscription_id: event.subscriptionId,
      package: event.package,
      expires_at: event.expiresAt,
    })),
    vouchers: billing.vouchers.map((voucher) => ({
      status: voucher.status,
      claimed_at: voucher.claimedAt,
      redeemed_at: voucher.redeemedAt,
    })),
    ...data.fancred,
    ...data.games,
    ...data.competitions,
    ...data.videos,
  };
}
