// Where a webhook may go (server-side request forgery): a church names the URL, so without this
// check it could make our server call its own network (a metadata service, a database, the admin
// port of a neighbour). In production an endpoint is https and every address its name resolves to
// must be a public unicast one; under a local PUBLIC_URL (development, tests) http and loopback
// addresses are allowed too. The check is made on the addresses the delivery then connects to
// (src/core/webhooks/webhookPost.ts), so a name that resolves differently later (DNS rebinding)
// cannot swap a private address in.
import ipaddr from 'ipaddr.js';

export interface OutboundPolicy {
  /** A local PUBLIC_URL (config `production` false): http to localhost and loopback addresses allowed. */
  local: boolean;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A name → its addresses; node's `dns.lookup` by default, a stand-in in tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Why an address may not be connected to, or null when it may. */
export function addressRefusal(address: string, policy: OutboundPolicy): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 reaches 10.0.0.1: judged as the IPv4 address it carries.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.local) return null;
  return `${address} is a ${range} address`;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** Why a URL may not be an endpoint: what a person is told (`code`) and what the log says. */
export interface UrlRefusal {
  code: 'notHttps' | 'credentials' | 'privateAddress';
  reason: string;
}

/** Why a URL may not be an endpoint, from its text alone (no DNS), or null. */
export function urlRefusal(url: URL, policy: OutboundPolicy): UrlRefusal | null {
  if (url.username || url.password) {
    return { code: 'credentials', reason: 'the address may not carry a user name or password' };
  }
  const host = hostOf(url);
  const local = policy.local && LOCAL_NAMES.has(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return { code: 'notHttps', reason: 'the address must start with https://' };
  }
  if (local) return null;
  const refusal = ipaddr.isValid(host)
    ? addressRefusal(host, policy)
    : host === 'localhost' || host.endsWith('.localhost')
      ? `${host} is this machine`
      : null;
  return refusal ? { code: 'privateAddress', reason: refusal } : null;
}

export class OutboundAddressRefused extends Error {
  constructor(reason: string) {
    super(`Refused: ${reason}`);
    this.name = 'OutboundAddressRefused';
  }
}

/**
 * The address to connect to for `url`: every address the name resolves to is checked (one bad
 * answer refuses the delivery, so an attacker cannot mix a private address among public ones), then
 * the first is used. One lookup per delivery, and the connection goes to its answer.
 */
export async function checkedAddress(
  url: URL,
  policy: OutboundPolicy,
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const byText = urlRefusal(url, policy);
  if (byText) throw new OutboundAddressRefused(byText.reason);
  const host = hostOf(url);
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
    : await resolve(host);
  const [first] = addresses;
  if (!first) throw new OutboundAddressRefused(`${host} has no address`);
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) throw new OutboundAddressRefused(`${host} resolves to ${refusal}`);
  }
  return first;
}
