// The Content-Security-Policy of the hosted pages: the host page the static plugin sends for every
// non-API GET (giving page, account screens, donor portal). It allows what those pages load and no
// more, built from the settings. The single-page app moves between the giving page and the
// portal inside one document, so one policy serves every route; only frame-ancestors, checked when
// a document is framed, depends on the path the document was loaded at (hostedPageKind.ts).
import type { Config } from '../config';
import { s3PublicBase } from '../files/s3PublicBase';
import { s3UploadOrigin } from '../files/s3UploadOrigin';
import type { RuntimeConfig } from './runtimeConfig';

/** What the policy reads from the settings. */
export type PolicySettings = Pick<
  Config,
  'clientApiUrl' | 'stripe' | 's3' | 'sentryDsn' | 'analyticsId' | 'tagManagerId'
>;

/** What the policy reads from the request it answers. */
export interface HostPageContext {
  /** The runtime config `pusher` this page is sent (where pusher-js connects); null: no live updates. */
  pusher: RuntimeConfig['pusher'];
  /**
   * Who may frame this page, as origin patterns (organizations/allowedOrigins.ts syntax, which is also
   * CSP's: `https://*.example.org`, `:*`); empty for nobody.
   */
  frameAncestors: readonly string[];
  /** URLs of images the page shows from elsewhere: the organization's logos (host Header). */
  organizationImages: readonly (string | null)[];
}

export type Directives = Record<string, readonly string[]>;

/** Stripe.js and what it talks to (Stripe's CSP guide): the card field and 3-D Secure are iframes. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Google's CSP guide for the Google tag (GA4) and Tag Manager (shared/errorReporting/initAnalytics.ts). */
const GOOGLE_TAG = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

const HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;
const FRAME_ANCESTOR = /^https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?$/i;

/**
 * `scheme://host[:port]` of an absolute URL, or null. Strict on purpose: settings, Host headers and
 * database values end up in a header, and `;` or `,` in them would start another directive or policy.
 */
export function originSource(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return null;
  if (!HOST.test(parsed.hostname)) return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/** A frame-ancestors source from an allowed-origin pattern, or null when it is not one. */
export function frameAncestorSource(pattern: string): string | null {
  const trimmed = pattern.trim();
  return FRAME_ANCESTOR.test(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * Where pusher-js connects with this runtime config (shared/src/live/liveUpdates.ts). A self-hosted
 * server (our embedded one on the church's own host under PUBLIC_URL, Reverb, soketi) is reached by
 * WebSocket only; without forceTLS pusher-js starts with ws: and tries wss: on the same port after
 * 2 s, so both are listed. Pusher's service also has HTTP fallbacks (xhr streaming and polling) on sockjs-{cluster}.
 */
export function liveUpdateSources(pusher: RuntimeConfig['pusher']): string[] {
  if (!pusher) return [];
  const schemes = pusher.forceTLS
    ? [['wss', 'https']]
    : [
        ['wss', 'https'],
        ['ws', 'http'],
      ];
  if (pusher.wsHost) {
    const port = pusher.wsPort ? `:${pusher.wsPort}` : '';
    return schemes.map(([ws]) => originSource(`${ws}://${pusher.wsHost}${port}`)).filter(isSource);
  }
  return schemes
    .flatMap(([ws, http]) => [
      originSource(`${ws}://ws-${pusher.cluster}.pusher.com`),
      originSource(`${http}://sockjs-${pusher.cluster}.pusher.com`),
    ])
    .filter(isSource);
}

function isSource(source: string | null): source is string {
  return source !== null;
}

const unique = (sources: readonly (string | null)[]) => [...new Set(sources.filter(isSource))];

export function hostPageDirectives(settings: PolicySettings, page: HostPageContext): Directives {
  const stripe = settings.stripe !== null;
  const googleTag = Boolean(settings.analyticsId || settings.tagManagerId);
  // CLIENT_API_URL: the front end calls another origin, which also serves the embedded file storage.
  const api = originSource(settings.clientApiUrl);
  const sentry = originSource(settings.sentryDsn);

  const script = unique([
    "'self'",
    ...(stripe ? STRIPE.script : []),
    ...(googleTag ? GOOGLE_TAG.script : []),
  ]);
  const frameAncestors = unique(page.frameAncestors.map(frameAncestorSource));

  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': script,
    // The front end's CSS is text in `<style>` elements it adds at run time (host bootstrap, React 19
    // `<style precedence>` in portal screens), which CSP counts as inline: without 'unsafe-inline'
    // Chromium refuses them (contentSecurityPolicy e2e test). Hashes would have to follow every build
    // and nonces every element; scripts, the real risk, stay strict. Our own code sets no style
    // attribute (React's `style` goes through the CSSOM, which CSP does not check), but narrowing
    // style-src-attr would gain nothing while injected `<style>` elements apply, and could break
    // Stripe.js, which cannot be run here.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: for the profile image preview (ProfileEditScreen). No data: — nothing shows one.
    'img-src': unique([
      "'self'",
      'blob:',
      api,
      settings.s3 ? originSource(s3PublicBase(settings.s3)) : null,
      ...page.organizationImages.map(originSource),
      ...(googleTag ? GOOGLE_TAG.img : []),
    ]),
    'connect-src': unique([
      "'self'",
      api,
      ...liveUpdateSources(page.pusher),
      ...(stripe ? STRIPE.connect : []),
      settings.s3 ? originSource(s3UploadOrigin(settings.s3)) : null,
      sentry,
      ...(googleTag ? GOOGLE_TAG.connect : []),
    ]),
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Every form is handled by script (fetch); "Sign in with Google" is a navigation, not a form post.
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
  };
  // Sentry's session replay compresses in a worker made from a blob: URL.
  if (sentry) directives['worker-src'] = [...script, 'blob:'];
  return directives;
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function hostPagePolicy(settings: PolicySettings, page: HostPageContext): string {
  return serializePolicy(hostPageDirectives(settings, page));
}
