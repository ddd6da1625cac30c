import type { PushTopic } from '@/schemas/push';
import { fetchPushKey, postPushSubscription, postPushUnsubscribe, rememberPushChoice } from '@/sw/push-choice';

/**
 * The bell's browser side (decision 031): whether this browser can take push at all, the topics this browser asked
 * for (kept beside the subscription, so a team's bell knows what it asked for on another team's page), and the three
 * calls to the site's push endpoints.
 */

/** The service worker (src/app/serwist/[path]/route.ts) that shows the notifications. */
const SW_URL = '/serwist/sw.js';
const TOPICS_KEY = 'touchline_push_topics';

/** Push needs a service worker, the Push API and notifications (iOS has them only in an installed web app). */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Said on the window whenever the saved topics change (the bell follows the panel). */
const TOPICS_EVENT = 'touchline-push-topics';

export function onSavedTopicsChange(listener: () => void): () => void {
  window.addEventListener(TOPICS_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(TOPICS_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The saved topics as one string (a stable snapshot for useSyncExternalStore). */
export function savedTopicsKey(): string {
  return readSavedTopics().join(',');
}

export function readSavedTopics(): PushTopic[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(TOPICS_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((topic): topic is PushTopic => typeof topic === 'string') : [];
  } catch {
    return [];
  }
}

export function saveTopics(topics: PushTopic[]): void {
  try {
    if (topics.length === 0) localStorage.removeItem(TOPICS_KEY);
    else localStorage.setItem(TOPICS_KEY, JSON.stringify(topics));
  } catch {
    // Storage refused: the bell shows "off" next time, and a new subscribe sets the topics again.
  }
  window.dispatchEvent(new Event(TOPICS_EVENT));
}

/** The site's worker registration: the one PwaIsland registered, or registered now. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function isSameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/**
 * This browser's subscription with the site's current key: the existing one, or a new one (an old one made with
 * another key — the site's keys were replaced — is ended first, since the push service would refuse our sends).
 */
export async function subscribeBrowser(): Promise<PushSubscription> {
  const key = await fetchPushKey();
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && isSameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Subscribes on the site, and remembers the choice where the service worker can renew it (push-choice.ts). */
export async function postSubscription(subscription: PushSubscription, topics: PushTopic[], language: string): Promise<void> {
  await postPushSubscription(subscription.toJSON(), { topics, language });
  await rememberPushChoice({ topics, language });
}

/** Ends the subscription on the site and in the browser. */
export async function unsubscribeBrowser(subscription: PushSubscription): Promise<void> {
  await postPushUnsubscribe(subscription.endpoint);
  await rememberPushChoice(null);
  await subscription.unsubscribe();
}
