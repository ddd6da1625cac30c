import 'server-only';
import { createTagBus, type TagBus } from '../adapters/cache/tag-bus';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../logger';

/**
 * The bridge between this process's Next cache and the other copies (decision 027). The cache handler
 * (src/cache-handler.mjs, loaded by Next outside our bundles) and this module meet on two global symbols: the handler
 * calls PUBLISH after it has expired tags here; the bus calls APPLY with what another copy expired. The symbols'
 * names are written in both files.
 */
const PUBLISH = Symbol.for('touchline.cache-tags.publish');
const APPLY = Symbol.for('touchline.cache-tags.apply');

type Durations = { expire?: number } | undefined;
interface Bridge {
  [PUBLISH]?: (tags: string[], durations: Durations) => Promise<void>;
  [APPLY]?: (tags: string[], durations: Durations) => void;
}
const bridge = globalThis as Bridge;

let bus: TagBus | undefined;

/** Starts sharing once per server process (instrumentation's register); a database that is away is retried by the bus. */
export async function startCacheSharing(): Promise<void> {
  if (bus) return;
  const config = getConfig();
  const databaseUrl = config.database.url ?? (await getDb()).$client.options.connectionString;
  if (!databaseUrl) return;
  bus = createTagBus({
    databaseUrl,
    redis: config.redis,
    logger: getLogger(),
    onInvalidate: ({ tags, durations }) => bridge[APPLY]?.(tags, durations ?? undefined),
  });
  const shared = bus;
  bridge[PUBLISH] = (tags, durations) => shared.publish({ tags, durations: durations ?? null });
}

/**
 * Expires tags on this copy and the others from outside any request: Next's revalidateTag needs the request's scope,
 * which is gone when a timer fires after the answer (and `after()` throws when the browser dropped the connection
 * during a server action). The same two steps the cache handler takes: expire here, then publish.
 */
export async function expireTagsEverywhere(tags: string[]): Promise<void> {
  const durations = { expire: 0 };
  bridge[APPLY]?.(tags, durations);
  await bridge[PUBLISH]?.(tags, durations);
}

/** Stops sharing (a graceful stop). */
export async function stopCacheSharing(): Promise<void> {
  const open = bus;
  bus = undefined;
  delete bridge[PUBLISH];
  await open?.stop();
}
