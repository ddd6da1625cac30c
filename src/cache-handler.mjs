// Next's cache handler for the whole site (next.config.ts `cacheHandler`; decision 027). Loaded by Next's server
// outside our bundles, so it is plain JavaScript.
//
// Pages and data stay where Next keeps them (each copy's memory): this handler is Next's own FileSystemCache, and only
// the invalidations are shared. After this copy expires tags (a staff save), PUBLISH sends them to every other copy
// (src/server/ops/cache-sharing.ts); what another copy expired arrives through APPLY and is expired here the way
// Next expires its own, with this copy's clock.
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;
const PUBLISH = Symbol.for('touchline.cache-tags.publish');
const APPLY = Symbol.for('touchline.cache-tags.apply');

globalThis[APPLY] = (tags, durations) => FileSystemCache.prototype.revalidateTag.call(null, tags, durations);

export default class SharedTagsCacheHandler extends FileSystemCache {
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : [...tags];
    // The bus logs its own failures and never throws: a save is never refused because the other copies are away.
    await globalThis[PUBLISH]?.(list, durations);
  }
}
