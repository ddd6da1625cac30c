// Next's cache handler for the whole site (next.config.ts `cacheHandler`; decision 027). Loaded by Next's server
// outside our bundles, so it is plain JavaScript.
//
// Pages and data stay where Next keeps them (each copy's memory): this handler is Next's own FileSystemCache, and only
// the invalidations are shared. After this copy expires tags (a staff save), PUBLISH sends them to every other copy
// (src/server/ops/cache-sharing.ts); what another copy expired arrives through APPLY and is expired here the way
// Next expires its own, with this copy's clock.
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { cacheMetrics } from './metrics-registry.mjs';

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;
const PUBLISH = Symbol.for('touchline.cache-tags.publish');
const APPLY = Symbol.for('touchline.cache-tags.apply');

globalThis[APPLY] = (tags, durations) => FileSystemCache.prototype.revalidateTag.call(null, tags, durations);

/** Next's cache kinds as the metrics name them (issue 39): pages, data (fetch and unstable_cache), route answers, images. */
const KIND_NAMES = { APP_PAGE: 'page', PAGES: 'page', FETCH: 'data', APP_ROUTE: 'route', IMAGE: 'image' };
const lookups = cacheMetrics();

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** Every lookup is counted as a hit or a miss (touchline_cache_lookups_total); what is found is Next's to judge stale. */
  async get(key, context) {
    const entry = await super.get(key, context);
    lookups.inc({ kind: KIND_NAMES[context?.kind] ?? 'other', result: entry ? 'hit' : 'miss' });
    return entry;
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : [...tags];
    // The bus logs its own failures and never throws: a save is never refused because the other copies are away.
    await globalThis[PUBLISH]?.(list, durations);
  }
}
