import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rememberPushChoice, rememberedPushChoice, resubscribe } from '@/sw/push-choice';

/**
 * Issue 37 item 14: when the push service replaces a subscription (`pushsubscriptionchange`), the service worker
 * subscribes again with the topics and the language the bell saved, and drops the old endpoint on the site.
 */

/** Cache Storage as the browser keeps it, in memory. */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string, response: Response) => void store.set(key, response.clone()),
      match: async (key: string) => store.get(key)?.clone(),
      delete: async (key: string) => store.delete(key),
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}

const PUBLIC_KEY = 'BAAAAQ'; // bytes 04 00 00 01
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

function fakeSubscription(endpoint: string): PushSubscription {
  return { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) } as unknown as PushSubscription;
}

/** The site, as the worker's fetch reaches it: every call recorded. */
function fakeSite() {
  const calls: { url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/site/push/key') return Response.json({ publicKey: PUBLIC_KEY });
    return Response.json({ topics: [] }, { status: 200 });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('pushsubscriptionchange', () => {
  it('subscribes again with the site key and the saved topics and language, and drops the old endpoint', async () => {
    const storage = memoryCaches();
    await rememberPushChoice({ topics: ['springboks:score', 'news'], language: 'zu' }, storage);
    const site = fakeSite();
    const subscribedWith: PushSubscriptionOptionsInit[] = [];
    const pushManager = {
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        subscribedWith.push(options);
        return fakeSubscription('https://fcm.googleapis.com/fcm/send/new');
      },
    };

    const outcome = await resubscribe({
      oldSubscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/old' },
      newSubscription: null,
      pushManager,
      storage,
      fetcher: site.fetcher,
    });

    expect(outcome).toBe('subscribed');
    expect(subscribedWith).toHaveLength(1);
    expect(subscribedWith[0]?.userVisibleOnly).toBe(true);
    expect([...(subscribedWith[0]?.applicationServerKey as Uint8Array)]).toEqual([4, 0, 0, 1]);
    expect(site.calls).toEqual([
      { url: '/api/site/push/key', body: undefined },
      {
        url: '/api/site/push/subscribe',
        body: {
          subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/new', expirationTime: null, keys },
          topics: ['springboks:score', 'news'],
          language: 'zu',
        },
      },
      { url: '/api/site/push/unsubscribe', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/old' } },
    ]);
  });

  it('takes the subscription the browser hands over, without a second one', async () => {
    const storage = memoryCaches();
    await rememberPushChoice({ topics: ['news'], language: 'af' }, storage);
    const site = fakeSite();
    const pushManager = {
      subscribe: async (): Promise<PushSubscription> => {
        throw new Error('not to be called');
      },
    };
    await resubscribe({
      oldSubscription: null,
      newSubscription: fakeSubscription('https://updates.push.services.mozilla.com/wpush/v2/new'),
      pushManager,
      storage,
      fetcher: site.fetcher,
    });
    expect(site.calls.map((call) => call.url)).toEqual(['/api/site/push/subscribe']);
    expect(site.calls[0]?.body).toMatchObject({ topics: ['news'], language: 'af' });
  });

  it('with the bell off, subscribes nothing and only drops the old endpoint', async () => {
    const storage = memoryCaches();
    await rememberPushChoice({ topics: ['news'], language: 'en' }, storage);
    await rememberPushChoice(null, storage);
    expect(await rememberedPushChoice(storage)).toBeNull();
    const site = fakeSite();
    const outcome = await resubscribe({
      oldSubscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/old' },
      newSubscription: null,
      pushManager: { subscribe: async () => fakeSubscription('x') },
      storage,
      fetcher: site.fetcher,
    });
    expect(outcome).toBe('dropped');
    expect(site.calls.map((call) => call.url)).toEqual(['/api/site/push/unsubscribe']);
  });

  it('is handled by the service worker', () => {
    const worker = readFileSync(path.resolve(import.meta.dirname, '../../src/sw/sw.ts'), 'utf8');
    expect(worker).toMatch(/addEventListener\('pushsubscriptionchange'[\s\S]*?resubscribe\(/);
  });
});
