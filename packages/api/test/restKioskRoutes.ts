// The lobby kiosk in the authorization matrix (docs/CONTRACTS.md "Lobby kiosk"). The console's calls
// answer only the session church's administrators holding 'manage-giving'; the kiosk's own calls
// only a live device of the request's church, which no column's caller holds (each is refused as a
// browser that is not a kiosk). Every owner cell starts from a sign-in of its own, because starting
// a kiosk signs its browser out.
import { kioskDeviceExpiry } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { adminMessage } from '../src/admin/adminMessages';
import { accountMessage } from '../src/core/accounts/accountMessages';
import { kioskMessage } from '../src/core/kioskDevices/kioskMessages';
import { kioskDevices, organizations } from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import { CSRF_MISMATCH, type Expectation } from './authorizationCells';
import type { World } from './authorizationWorld';
import { TestBrowser } from './helper';
import { NO_ORGANIZATION_ARGUMENT, SAFE_METHOD, sessionEntries, type RestRow } from './restMatrixRows';

const csrf: Expectation = { status: 419, body: CSRF_MISMATCH };
const unauthenticated: Expectation = {
  status: 401,
  body: { message: accountMessage('en', 'unauthenticated') },
};
const forbidden: Expectation = { status: 403, body: { message: adminMessage('en', 'forbidden') } };
const notAKiosk: Expectation = {
  status: 401,
  body: { message: kioskMessage('en', 'notAKiosk'), code: 'kiosk_missing' },
};
/** A kiosk of the demo church planted for the revoke row's owner; the refusals come before any lookup. */
const MATRIX_KIOSK = 'kio_0000000000000000000matrix';

/** The demo church's administrator, signed in on a browser of her own. */
async function freshAdmin(world: World): Promise<TestBrowser> {
  const browser = new TestBrowser(world.testApp, 'demo.localhost');
  const answer = await browser.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (answer.statusCode !== 200) throw new Error(`kiosk matrix: admin sign-in ${answer.statusCode}`);
  return browser;
}

/** A browser the demo church's administrator turned into a kiosk. */
async function kioskTablet(world: World): Promise<TestBrowser> {
  const tablet = await freshAdmin(world);
  const started = await tablet.request({
    method: 'POST',
    url: '/api/admin/kiosk-devices',
    payload: { name: 'Matrix lobby' },
  });
  if (started.statusCode !== 201) throw new Error(`kiosk matrix: start ${started.statusCode}`);
  await tablet.fetchCsrfCookie();
  return tablet;
}

const adminRows: RestRow[] = [
  ...(['GET', 'HEAD'] as const).map((verb): RestRow => ({
    route: `${verb} /api/admin/kiosk-devices`,
    access: 'session',
    why: "the session's church's lobby kiosks, for its administrators holding 'manage-giving'",
    entries: (method) =>
      sessionEntries(
        `${verb} /api/admin/kiosk-devices`,
        method,
        () => ({ method: verb, url: '/api/admin/kiosk-devices' }),
        {
          noSession: unauthenticated,
          signedOut: unauthenticated,
          sameChurch: forbidden,
          otherChurch: forbidden,
          otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
          otherChurchOnVictimHost: unauthenticated,
          otherChurchLandlordHeader: unauthenticated,
          missingCsrf: SAFE_METHOD,
          wrongCsrf: SAFE_METHOD,
        },
      ),
    owner: () => ({
      row: `${verb} /api/admin/kiosk-devices`,
      expected: { status: 200 },
      send: async (world) =>
        (await freshAdmin(world)).request({ method: verb, url: '/api/admin/kiosk-devices' }),
    }),
  })),
  {
    route: 'POST /api/admin/kiosk-devices',
    access: 'session',
    why: "starts a lobby kiosk of the session's church on the caller's browser, for its administrators holding 'manage-giving'",
    entries: (method) =>
      sessionEntries(
        'POST /api/admin/kiosk-devices',
        method,
        () => ({ method: 'POST', url: '/api/admin/kiosk-devices', payload: { name: 'Intruder' } }),
        {
          noSession: csrf,
          signedOut: unauthenticated,
          sameChurch: forbidden,
          otherChurch: forbidden,
          otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
          otherChurchOnVictimHost: unauthenticated,
          otherChurchLandlordHeader: unauthenticated,
          missingCsrf: csrf,
          wrongCsrf: csrf,
        },
      ),
    owner: () => ({
      row: 'POST /api/admin/kiosk-devices',
      expected: { status: 201 },
      send: async (world) =>
        (await freshAdmin(world)).request({
          method: 'POST',
          url: '/api/admin/kiosk-devices',
          payload: { name: 'Matrix owner' },
        }),
    }),
  },
  {
    route: 'POST /api/admin/kiosk-devices/:prefixedId/revoke',
    access: 'session',
    why: "turns off a lobby kiosk of the session's church, for its administrators holding 'manage-giving'",
    entries: (method) =>
      sessionEntries(
        'POST /api/admin/kiosk-devices/:prefixedId/revoke',
        method,
        () => ({ method: 'POST', url: `/api/admin/kiosk-devices/${MATRIX_KIOSK}/revoke`, payload: {} }),
        {
          noSession: csrf,
          signedOut: unauthenticated,
          sameChurch: forbidden,
          otherChurch: forbidden,
          otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
          otherChurchOnVictimHost: unauthenticated,
          otherChurchLandlordHeader: unauthenticated,
          missingCsrf: csrf,
          wrongCsrf: csrf,
        },
      ),
    owner: () => ({
      row: 'POST /api/admin/kiosk-devices/:prefixedId/revoke',
      expected: { status: 200 },
      send: async (world) => {
        const db = world.testApp.app.db;
        const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
        const startedAt = world.testApp.app.clock();
        await db
          .insert(kioskDevices)
          .values({
            prefixedId: MATRIX_KIOSK,
            organizationId: demo!.id,
            name: 'Matrix planted',
            secretHash: 'matrix-planted-kiosk',
            startedAt,
            expiresAt: kioskDeviceExpiry(startedAt),
          })
          .onConflictDoNothing();
        return (await freshAdmin(world)).request({
          method: 'POST',
          url: `/api/admin/kiosk-devices/${MATRIX_KIOSK}/revoke`,
          payload: {},
        });
      },
    }),
  },
];

const kioskRows: RestRow[] = [
  ...(['GET', 'HEAD'] as const).map((verb): RestRow => ({
    route: `${verb} /api/kiosk`,
    access: 'kiosk device session',
    why: 'which lobby kiosk this browser is, for a live device of the request’s church only',
    entries: (method) =>
      sessionEntries(`${verb} /api/kiosk`, method, () => ({ method: verb, url: '/api/kiosk' }), {
        noSession: notAKiosk,
        signedOut: notAKiosk,
        sameChurch: notAKiosk,
        otherChurch: notAKiosk,
        otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
        otherChurchOnVictimHost: notAKiosk,
        otherChurchLandlordHeader: notAKiosk,
        missingCsrf: SAFE_METHOD,
        wrongCsrf: SAFE_METHOD,
      }),
    owner: () => ({
      row: `${verb} /api/kiosk`,
      expected: { status: 200 },
      send: async (world) => (await kioskTablet(world)).request({ method: verb, url: '/api/kiosk' }),
    }),
  })),
  {
    route: 'POST /api/kiosk/customer',
    access: 'kiosk device session',
    why: 'a giver at a lobby kiosk: a giving token tied to the live device of the request’s church',
    entries: (method) =>
      sessionEntries(
        'POST /api/kiosk/customer',
        method,
        (world, caller) => ({
          method: 'POST',
          url: '/api/kiosk/customer',
          payload: { organization_prefixed_id: caller.organizationPrefixedId, email: '' },
        }),
        {
          noSession: csrf,
          signedOut: notAKiosk,
          sameChurch: notAKiosk,
          otherChurch: notAKiosk,
          otherChurchVictimOrganization: notAKiosk,
          otherChurchOnVictimHost: notAKiosk,
          otherChurchLandlordHeader: notAKiosk,
          missingCsrf: csrf,
          wrongCsrf: csrf,
        },
      ),
    owner: () => ({
      row: 'POST /api/kiosk/customer',
      expected: { status: 200 },
      send: async (world) =>
        (await kioskTablet(world)).request({
          method: 'POST',
          url: '/api/kiosk/customer',
          payload: { organization_prefixed_id: world.demoOrganizationId, email: '' },
        }),
    }),
  },
];

export const KIOSK_ROUTES: RestRow[] = [...adminRows, ...kioskRows];
