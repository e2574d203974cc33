// `*.host` allows every site under host. Under a public suffix (`org`, `co.uk`, or a shared host
// such as `github.io`, from the Public Suffix List through tldts) those sites are anyone's, not the
// church's: any of them could embed its giving form. `localhost` is the administrator's own machine
// (the demo churches' `*.localhost`).
import { getDomain } from 'tldts';

/** Whether `*.{host}` would allow sites nobody owns as a whole (`host` lowercase, without `*.`). */
export function wildcardOverPublicSuffix(host: string): boolean {
  if (host === 'localhost') return false;
  // A public suffix, an IP address or a bare label has no registrable domain of its own.
  return getDomain(host, { allowPrivateDomains: true }) === null;
}
