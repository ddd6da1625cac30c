import 'server-only';
import type { AfterCommit, DomainEvent, Executor } from '../kernel';
import { applyFanEvents, recordFanEvents, type FanEventInput } from './events';

/**
 * FanCred's reactions to other contexts' facts (decision 021), wired in src/server/reactions.ts. Each stores its fan
 * events pending in the publisher's transaction and applies them after the commit; the sweeper applies any a stopped
 * process left pending.
 */

async function storeThenApply(events: FanEventInput[], tx: Executor): Promise<AfterCommit> {
  const ids = await recordFanEvents(events, tx);
  return () => applyFanEvents(ids);
}

/** Spec §4: a completed profile records completed_profile, and the playable ad's score as playable_ad_rugby_kicks. */
export function awardProfileCompleted(event: DomainEvent<'identity.profile_completed'>, tx: Executor): Promise<AfterCommit> {
  const events: FanEventInput[] = [{ emsisdn: event.emsisdn, event: 'completed_profile', eventType: 'profile' }];
  if (event.playableAdScore !== undefined) {
    events.push({ emsisdn: event.emsisdn, event: 'playable_ad_rugby_kicks', eventType: 'game', score: event.playableAdScore });
  }
  return storeThenApply(events, tx);
}

/** A new subscription earns the subscription event once (its subscription event's id is the item). */
export function awardSubscriptionStarted(event: DomainEvent<'billing.subscription_started'>, tx: Executor): Promise<AfterCommit> {
  return storeThenApply(
    [
      {
        emsisdn: event.emsisdn,
        event: 'subscription',
        eventType: event.package,
        itemKey: `subscription-event:${event.subscriptionEventId}`,
      },
    ],
    tx,
  );
}
