import path from 'node:path';

// Chunk names carry a content hash (`[name].[contenthash].js`, docs/ARCHITECTURE.md §7), so they never
// change and may be cached for good. Entry files (`remoteEntry.js`, `mf-manifest.json`) keep stable
// names and must be revalidated, or a deploy would mix old entries with new chunks.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** The brotli and gzip copies built beside each file (webpack/common.ts) are cached as the file is. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * `halo-give.js`, which churches paste into their pages under a stable name: a page view within five
 * minutes of the last reuses it without asking; after that the browser revalidates with its ETag and
 * gets a 304 while it has not changed. A deploy reaches every church's page within those minutes.
 */
export const EMBED_SCRIPT_CACHE_CONTROL = 'public, max-age=300';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (name === 'halo-give.js') return EMBED_SCRIPT_CACHE_CONTROL;
  return HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
