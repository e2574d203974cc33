// Signs the demo donor in the way the portal does (docs/CONTRACTS.md "Sessions and CSRF"):
// GET /sanctum/csrf-cookie, POST /login, then every call carries the cookies, X-XSRF-TOKEN and the
// organization in X-Landlord-Organization.
import { DEMO_DONOR } from '../src/seed';
import { sendRequest, type TestResponse } from '../test/httpClient';

export const BENCH_HOST = 'demo.localhost';

export interface DonorSession {
  organizationPrefixedId: string;
  /** Headers of a signed-in portal request (JSON body). */
  headers: Record<string, string>;
}

function keepCookies(jar: Map<string, string>, response: TestResponse): void {
  for (const cookie of response.cookies) jar.set(cookie.name, cookie.value);
}

export async function organizationOf(port: number): Promise<{
  prefixedId: string;
  onlineGiving: { funds: { prefixedId: string }[] };
}> {
  const response = await sendRequest(port, { url: '/api/online-giving/demo', headers: { host: BENCH_HOST } });
  if (response.statusCode !== 200) throw new Error(`online-giving: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function signInDemoDonor(port: number): Promise<DonorSession> {
  const organization = await organizationOf(port);
  const jar = new Map<string, string>();
  const cookieHeader = () =>
    [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  keepCookies(jar, await sendRequest(port, { url: '/sanctum/csrf-cookie', headers: { host: BENCH_HOST } }));
  const login = await sendRequest(port, {
    method: 'POST',
    url: '/login',
    payload: { email: DEMO_DONOR.email, password: DEMO_DONOR.password },
    headers: { host: BENCH_HOST, cookie: cookieHeader(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  keepCookies(jar, login);
  return {
    organizationPrefixedId: organization.prefixedId,
    headers: {
      host: BENCH_HOST,
      'content-type': 'application/json',
      cookie: cookieHeader(),
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      'x-landlord-organization': organization.prefixedId,
    },
  };
}
