// The church's record (`GET /api/online-giving/{org}`) asked for by `halo-give.js` itself, for each
// `<halo-give>` already in the page when it runs, at the same moment as the element's chunks: the
// form needs both, so neither waits for the other (docs/ARCHITECTURE.md §3). The element's giving
// client takes the answer over (`takePrefetchedFetch`) instead of asking again. This module is part
// of the small loader, so it holds no parsing library: a request the element would not make (a bad
// attribute) is simply never taken, and the element asks for what it needs itself.
import { HALO_GIVE_TAG } from './tag';

/** Answers asked for and not taken yet, by absolute URL; each is taken once. */
const prefetched = new Map<string, Promise<Response>>();

/** The origin of an absolute http(s) URL, or null (as `attributes.ts` reads `api`). */
export function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The URL the element's giving client asks for `org` at `apiOrigin` (shared/src/api/giving.ts). */
export function givingRecordUrl(apiOrigin: string, org: string): string {
  return `${apiOrigin}/api/online-giving/${encodeURIComponent(org)}`;
}

/**
 * Asks for `org`'s record at `apiOrigin` unless an answer is already waiting, as the element's client
 * would: a simple GET with `Accept: application/json` and no cookie from another site, so no CORS
 * preflight.
 */
export function prefetchGivingRecord(apiOrigin: string, org: string): void {
  const url = givingRecordUrl(apiOrigin, org);
  if (prefetched.has(url)) return;
  const answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  // A failure is the element's to report, when it takes the answer; until then it stays quiet.
  answer.catch(() => undefined);
  prefetched.set(url, answer);
}

/** Asks for the record of each `<halo-give>` in `root`, read as `attributes.ts` reads `org` and `api`. */
export function prefetchGivingRecords(root: ParentNode, scriptOrigin: string): void {
  for (const element of Array.from(root.querySelectorAll(HALO_GIVE_TAG))) {
    const org = element.getAttribute('org')?.trim().toLowerCase();
    const api = element.getAttribute('api');
    if (org) prefetchGivingRecord((api && httpOrigin(api.trim())) || scriptOrigin, org);
  }
}

/**
 * A `fetch` for the element's giving client: a GET the loader already sent is answered by that
 * request (once), anything else goes to the network.
 */
export const takePrefetchedFetch: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const url = request ? request.url : String(input);
  const answer = method === 'GET' ? prefetched.get(url) : undefined;
  if (!answer) return fetch(input, init);
  prefetched.delete(url);
  return answer;
};

/** Forgets every answer not taken (tests). */
export function forgetPrefetchedRecords(): void {
  prefetched.clear();
}
