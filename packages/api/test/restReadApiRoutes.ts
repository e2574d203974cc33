// The read API's routes in the authorization matrix (docs/CONTRACTS.md "The read API"): each list
// read on the demo church's host with no key, with the church administrator's session cookies and
// no key, with a key of another church (on the demo host, or naming it by X-Landlord-Organization),
// with a revoked key of the church, and, where 'view-gifts' is needed, with a key of the church
// holding only 'manage-giving'. The keys are planted with the world (plantMatrixApiKeys), so no cell
// writes them; the owner reads with a key of the church holding 'view-gifts'.
import { eq } from 'drizzle-orm';
import { hashApiKey } from '../src/core/apiKeys/apiKeySecret';
import { apiKeys, organizations } from '../src/db/schema';
import { readApiMessage } from '../src/readApi/readApiMessages';
import { ownerCaller, type Expectation } from './authorizationCells';
import { copyBrowser, type World } from './authorizationWorld';
import type { TestApp } from './helper';
import type { RequestOptions } from './httpClient';
import { cell, notApplicable, type RestRow } from './restMatrixRows';

/** Keys of the key's form (`hg_live_` and 43 base64url characters), fixed so every cell names them. */
const token = (name: string) => `hg_live_${name.padEnd(43, '0')}`;
const KEYS = {
  demo: { token: token('matrixDemoViewGifts'), church: 'demo', abilities: ['view-gifts'], revoked: false },
  demoFundsOnly: {
    token: token('matrixDemoManageGiving'),
    church: 'demo',
    abilities: ['manage-giving'],
    revoked: false,
  },
  demoRevoked: {
    token: token('matrixDemoRevoked'),
    church: 'demo',
    abilities: ['view-gifts'],
    revoked: true,
  },
  hope: {
    token: token('matrixHopeViewGifts'),
    church: 'hope',
    abilities: ['view-gifts', 'manage-giving'],
    revoked: false,
  },
} as const;

/** The matrix's API keys, planted once with the world, before its first snapshot. */
export async function plantMatrixApiKeys(testApp: TestApp): Promise<void> {
  const { db } = testApp.app;
  for (const [name, key] of Object.entries(KEYS)) {
    const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, key.church));
    await db.insert(apiKeys).values({
      prefixedId: `apk_${`matrix${name}`.padEnd(24, '0').slice(0, 24)}`,
      organizationId: church!.id,
      name: `Matrix ${name}`,
      abilities: [...key.abilities],
      visiblePrefix: key.token.slice(0, 16),
      secretHash: hashApiKey(key.token),
      revokedAt: key.revoked ? new Date() : null,
    });
  }
}

const refused = (code: string, message: string): Expectation => ({
  status: 401,
  body: { message: readApiMessage('en', message === 'missing' ? 'keyMissing' : 'keyRefused'), code },
});
const KEY_MISSING = refused('api_key_missing', 'missing');
const KEY_REFUSED = refused('api_key_refused', 'refused');

const withKey = (method: string, url: string, key: string | null, headers: Record<string, string> = {}) =>
  ({
    method,
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  }) as RequestOptions;

const onDemoHost = (world: World, options: RequestOptions) =>
  copyBrowser(world.testApp, null, 'demo.localhost').request(options);

const NO_CSRF =
  'a GET, and the read API ignores cookies altogether: the key in the Authorization header is the credential (docs/CONTRACTS.md "The read API")';

function listRows(path: string, needsViewGifts: boolean): RestRow[] {
  const url = `/api/v1/${path}`;
  return (['GET', 'HEAD'] as const).map((method): RestRow => {
    const route = `${method} ${url}`;
    return {
      route,
      access: 'api key',
      why: `reads the church's ${path} for its own software, with an API key of the church only`,
      entries: () => [
        cell(
          route,
          method,
          'no key, no cookies',
          (world) => onDemoHost(world, withKey(method, url, null)),
          KEY_MISSING,
        ),
        cell(
          route,
          method,
          "the church administrator's session cookies without a key",
          (world) => ownerCaller(world, 'admin').send(withKey(method, url, null)),
          KEY_MISSING,
        ),
        cell(
          route,
          method,
          "another church's key on the victim's church host",
          (world) => onDemoHost(world, withKey(method, url, KEYS.hope.token)),
          KEY_REFUSED,
        ),
        cell(
          route,
          method,
          "another church's key, X-Landlord-Organization of the victim's church on a bare host",
          (world) =>
            copyBrowser(world.testApp, null, 'localhost').request(
              withKey(method, url, KEYS.hope.token, { 'x-landlord-organization': world.demoOrganizationId }),
            ),
          KEY_REFUSED,
        ),
        cell(
          route,
          method,
          "a revoked key of the victim's church",
          (world) => onDemoHost(world, withKey(method, url, KEYS.demoRevoked.token)),
          KEY_REFUSED,
        ),
        needsViewGifts
          ? cell(
              route,
              method,
              "a key of the victim's church holding only manage-giving",
              (world) => onDemoHost(world, withKey(method, url, KEYS.demoFundsOnly.token)),
              {
                status: 403,
                body: {
                  message: readApiMessage('en', 'abilityMissing', 'view-gifts'),
                  code: 'api_key_ability_missing',
                },
              },
            )
          : notApplicable(route, 'a key holding only manage-giving', 'manage-giving is enough to read it'),
        notApplicable(route, 'CSRF', NO_CSRF),
      ],
      owner: () => ({
        row: route,
        expected: { status: 200 },
        send: (world) => onDemoHost(world, withKey(method, url, KEYS.demo.token)),
      }),
    };
  });
}

export const READ_API_ROUTES: RestRow[] = [
  ...listRows('gifts', true),
  ...listRows('donors', true),
  ...listRows('recurring-gifts', true),
  ...listRows('funds', false),
  ...listRows('campaigns', false),
  ...listRows('deposits', true),
  ...(['GET', 'HEAD'] as const).map((method): RestRow => ({
    route: `${method} /api/v1/openapi.json`,
    access: 'public by design',
    why: 'the description of the read API, the same for every church; it holds no church’s data',
    entries: () => [
      cell(
        `${method} /api/v1/openapi.json`,
        method,
        'no key, no cookies',
        (world) => onDemoHost(world, { method, url: '/api/v1/openapi.json' }),
        { status: 200 },
      ),
    ],
    owner: () => 'public: the cell is its ordinary use',
  })),
];
