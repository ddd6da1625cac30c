/**
 * Outbound messages (decisions 028, 031): SMS, email and Web Push leave through a durable queue in PostgreSQL,
 * delivered by a worker in every copy, retried with the same idempotency key and capped per second for the whole site.
 * Callers enqueue (or, for push, state a fact a reaction turns into a broadcast); nothing outside this room sends.
 */
export { enqueueEmail, enqueueSms, forgetRecipients, startOutboundWorker, stopOutbound } from './outbound';
export { pushForLiveChange, pushForStory } from './push-live';
export {
  exportPushSubscriptions,
  getPushPublicKey,
  PUSH_ERRORS,
  setPushLanguage,
  subscribePush,
  unsubscribePush,
  type PushOutcome,
} from './push-subscriptions';
