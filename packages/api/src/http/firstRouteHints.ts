import type { HostedPageKind } from './hostedPageKind';

/**
 * The federation remotes a hosted page is sure to load (webpack/federation.ts): every screen runs on
 * `shared`, and the giving page on `widget`. The host's `main.js` would ask for each only after it has
 * arrived and run, then `shared` before `widget`: on a slow phone each wait is a round trip of half a
 * second or more. Named in the page's head, they download beside `main.js`, and the host's script
 * elements (no `crossorigin`, like these) take the preloaded answers. The console's and the portal's
 * remotes depend on who is signed in, so they are not guessed.
 */
const REMOTE_ENTRIES: Record<HostedPageKind, readonly string[]> = {
  giving: ['/static/shared/remoteEntry.js', '/static/widget/remoteEntry.js'],
  portal: ['/static/shared/remoteEntry.js'],
};

/** `<link rel="preload">` tags for the scripts the page of `kind` loads first. */
export function firstRouteHints(kind: HostedPageKind): string {
  return REMOTE_ENTRIES[kind].map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
}

/** The page with `hints` at the end of its head. */
export function withHints(html: string, hints: string): string {
  return html.replace('</head>', () => `${hints}</head>`);
}
