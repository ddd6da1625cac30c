import type { PushTopic } from '../schemas/push';
import { CACHES } from './offline-rules';

/**
 * The bell's choice as both the page and the service worker see it (decision 031). The page remembers the topics and
 * the language it subscribed with in the worker's reach (Cache Storage: localStorage is the page's alone), so that
 * when the push service replaces the subscription (`pushsubscriptionchange`: a key rotated, a subscription expired)
 * the worker subscribes again and tells the site, with the same topics, no page open. Pure of the worker's globals:
 * everything it touches is passed in, so a unit test runs it.
 */

export interface PushChoice {
  topics: PushTopic[];
  language: string;
}

/** Where the choice lives inside the push cache. */
export const PUSH_CHOICE_KEY = '/__push/choice.json';

/** Remembers the choice (null: the bell was turned off, nothing to subscribe again). Never throws. */
export async function rememberPushChoice(choice: PushChoice | null, storage: CacheStorage = caches): Promise<void> {
  try {
    const cache = await storage.open(CACHES.push);
    if (choice) await cache.put(PUSH_CHOICE_KEY, new Response(JSON.stringify(choice), { headers: { 'content-type': 'application/json' } }));
    else await cache.delete(PUSH_CHOICE_KEY);
  } catch {
    // Storage refused: a replaced subscription is then not renewed until the fan saves the bell again.
  }
}

export async function rememberedPushChoice(storage: CacheStorage = caches): Promise<PushChoice | null> {
  try {
    const stored = await (await storage.open(CACHES.push)).match(PUSH_CHOICE_KEY);
    if (!stored) return null;
    const { topics, language } = (await stored.json()) as Partial<PushChoice>;
    if (!Array.isArray(topics) || topics.length === 0 || typeof language !== 'string') return null;
    return { topics: topics.filter((topic): topic is PushTopic => typeof topic === 'string'), language };
  } catch {
    return null;
  }
}

/** A VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** GET /api/site/push/key's answer. */
type PushKeyJson = { publicKey: string };
/** POST /api/site/push/subscribe's body. */
type SubscribeBody = { subscription: PushSubscriptionJSON; topics: PushTopic[]; language: string };

/** The site's current VAPID public key, as bytes. */
export async function fetchPushKey(fetcher: typeof fetch = fetch): Promise<Uint8Array<ArrayBuffer>> {
  const answer = await fetcher('/api/site/push/key');
  if (!answer.ok) throw new Error(`push key: ${answer.status}`);
  return keyBytes(((await answer.json()) as PushKeyJson).publicKey);
}

/** Tells the site this browser's subscription and the topics it asked for. */
export async function postPushSubscription(
  subscription: PushSubscriptionJSON,
  choice: PushChoice,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const body: SubscribeBody = { subscription, topics: choice.topics, language: choice.language };
  const answer = await fetcher('/api/site/push/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`push subscribe: ${answer.status}`);
}

/** Tells the site an endpoint is no longer this browser's. */
export async function postPushUnsubscribe(endpoint: string, fetcher: typeof fetch = fetch): Promise<void> {
  const answer = await fetcher('/api/site/push/unsubscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint }),
  });
  if (!answer.ok) throw new Error(`push unsubscribe: ${answer.status}`);
}

/**
 * `pushsubscriptionchange`: the push service ended `oldSubscription` (null in some browsers) and may hand over
 * `newSubscription` (often null). With a remembered choice the worker takes the new subscription, or makes one with
 * the site's current key, and subscribes it on the site with the same topics and language; the old endpoint is
 * dropped on the site. Without a choice (the bell is off) it only drops the old endpoint.
 */
export async function resubscribe(input: {
  oldSubscription: { endpoint: string } | null;
  newSubscription: PushSubscription | null;
  pushManager: Pick<PushManager, 'subscribe'>;
  storage?: CacheStorage;
  fetcher?: typeof fetch;
}): Promise<'subscribed' | 'dropped' | 'nothing'> {
  const { oldSubscription, newSubscription, pushManager, storage = caches, fetcher = fetch } = input;
  const choice = await rememberedPushChoice(storage);
  let outcome: 'subscribed' | 'dropped' | 'nothing' = 'nothing';
  let renewed: PushSubscription | null = null;
  if (choice) {
    renewed =
      newSubscription ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await fetchPushKey(fetcher) }));
    await postPushSubscription(renewed.toJSON(), choice, fetcher);
    outcome = 'subscribed';
  }
  if (oldSubscription && oldSubscription.endpoint !== renewed?.endpoint) {
    await postPushUnsubscribe(oldSubscription.endpoint, fetcher);
    if (outcome === 'nothing') outcome = 'dropped';
  }
  return outcome;
}
