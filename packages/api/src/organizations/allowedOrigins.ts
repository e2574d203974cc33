// Which web origins may call the giving endpoints of an organization (CORS, docs/ARCHITECTURE.md §4). A
// pattern is `scheme://host[:port]`; the host may start with `*.` (any subdomain, at least one
// label) and the port may be `*` (any port, or none).

const ORIGIN_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\d+|\*))?$/i;

/** Whether `pattern` has the shape above (other checks, such as real host names, are the caller's). */
export function isOriginPattern(pattern: string): boolean {
  return ORIGIN_PATTERN.test(pattern.trim());
}

export function originMatches(pattern: string, origin: string): boolean {
  const wanted = ORIGIN_PATTERN.exec(pattern.trim());
  const given = /^(https?):\/\/([a-z0-9.-]+)(?::(\d+))?$/i.exec(origin.trim());
  if (!wanted || !given) return false;
  const [, scheme, wildcardHost, host, port] = wanted as unknown as [
    string,
    string,
    string | undefined,
    string,
    string | undefined,
  ];
  const [, givenScheme, givenHost, givenPort] = given as unknown as [
    string,
    string,
    string,
    string | undefined,
  ];
  if (scheme.toLowerCase() !== givenScheme.toLowerCase()) return false;
  const hostName = givenHost.toLowerCase();
  const base = host.toLowerCase();
  const hostOk = wildcardHost
    ? hostName.endsWith(`.${base}`) && hostName.length > base.length + 1
    : hostName === base;
  if (!hostOk) return false;
  if (port === '*') return true;
  return (port ?? '') === (givenPort ?? '');
}

export function isOriginAllowed(patterns: readonly string[], origin: string): boolean {
  return patterns.some((pattern) => originMatches(pattern, origin));
}

/**
 * The demo organizations' list: every `*.localhost`, `localhost` and `127.0.0.1` origin, any port,
 * http or https — a church trying the snippet from a local file server is on one of these.
 */
export const LOCALHOST_ORIGINS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://*.localhost:*',
  'https://*.localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
] as const;
