import path from 'node:path';

// Chunk names carry a content hash (`[name].[contenthash].js`, DESIGN.md §7), so they never change
// and may be cached for good. Entry files (`remoteEntry.js`, `mf-manifest.json`, `halo-give.js`)
// keep stable names and must be revalidated, or a deploy would mix old entries with new chunks.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
