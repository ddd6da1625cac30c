/**
 * Outbound messages (decision 028): SMS and email leave through a durable queue in PostgreSQL, delivered by a worker in
 * every copy, retried with the same idempotency key and capped per second for the whole site. Callers enqueue; nothing
 * outside this room sends. (The match-day push notifications join as a channel here.)
 */
export { enqueueEmail, enqueueSms, forgetRecipients, startOutboundWorker, stopOutbound } from './outbound';
export { pushForLiveChange } from './push-live';
