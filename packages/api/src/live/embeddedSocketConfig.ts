// Where pusher-js finds the embedded live-update server from a church's page: the church's own
// origin under PUBLIC_URL (core/organizationUrl.ts), since the API serves the page and the socket
// on one origin. Never the request's Host or X-Forwarded-Host: a forged one would be written into
// the page and its CSP connect-src, sending the donor's socket wherever it says (and a shared cache
// would keep that page for every donor).
import { organizationUrl } from '../core/organizationUrl';
import type { RuntimeConfig } from '../http/runtimeConfig';

/** pusher-js requires a cluster even when wsHost decides where it connects. */
export const EMBEDDED_CLUSTER = 'embedded';

/**
 * The runtime config's `pusher` for a page of the church with `subdomain`; for a page no church
 * has (null), PUBLIC_URL's own host.
 */
export function embeddedSocketConfig(
  publicUrl: string,
  subdomain: string | null,
  key: string,
): NonNullable<RuntimeConfig['pusher']> {
  const origin = new URL(subdomain ? organizationUrl(publicUrl, subdomain) : publicUrl);
  const forceTLS = origin.protocol === 'https:';
  return {
    key,
    cluster: EMBEDDED_CLUSTER,
    wsHost: origin.hostname,
    wsPort: origin.port ? Number(origin.port) : forceTLS ? 443 : 80,
    forceTLS,
  };
}
