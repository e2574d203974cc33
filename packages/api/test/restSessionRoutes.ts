// REST routes of the authorization matrix that need a signed-in session: sign-out, the
// verification email, live-update channel auth, report downloads and the giving form's customer id
// lookup. Each aims at the victim: her session, her channel, her download link, her donor id.
import { accountMessage } from '../src/core/accounts/accountMessages';
import { givingMessage } from '../src/core/gifts/givingMessages';
import { copyBrowser, type World } from './authorizationWorld';
import { CSRF_MISMATCH, ownerCaller, type Expectation } from './authorizationCells';
import {
  cell,
  forMethod,
  NO_ORGANIZATION_ARGUMENT,
  SAFE_METHOD,
  sessionEntries,
  type RestRow,
} from './restMatrixRows';

const UNAUTHENTICATED = { message: accountMessage('en', 'unauthenticated') };
const csrf: Expectation = { status: 419, body: CSRF_MISMATCH };
const unauthenticated: Expectation = { status: 401, body: UNAUTHENTICATED };
const OWN_SESSION_ONLY =
  "acts on the caller's own session only: nothing in the request can name the victim's";

const channelOf = (world: World) => `private-donor.${world.victim.userPrefixedId}`;

/** The victim's download link with one character of its signature changed. */
function tampered(path: string): string {
  const index = path.length - 5;
  return `${path.slice(0, index)}${path[index] === 'A' ? 'B' : 'A'}${path.slice(index + 1)}`;
}

export const SESSION_ROUTES: RestRow[] = [
  {
    route: 'POST /logout',
    access: 'session',
    why: "ends the caller's own session",
    entries: (method) =>
      sessionEntries('POST /logout', method, () => ({ method: 'POST', url: '/logout' }), {
        noSession: csrf,
        signedOut: OWN_SESSION_ONLY,
        sameChurch: OWN_SESSION_ONLY,
        otherChurch: OWN_SESSION_ONLY,
        otherChurchVictimOrganization: OWN_SESSION_ONLY,
        otherChurchOnVictimHost: OWN_SESSION_ONLY,
        otherChurchLandlordHeader: OWN_SESSION_ONLY,
        // The victim's session survives: signed-in sessions are part of the database comparison.
        missingCsrf: csrf,
        wrongCsrf: csrf,
      }),
    owner: () => ({
      row: 'POST /logout',
      expected: { status: 204 },
      send: async (world) => {
        // A sign-in of its own: the victim's main session is still needed by the rows after this one.
        const browser = copyBrowser(world.testApp, null);
        await browser.login(world.victim.email, 'halo-demo-1234');
        return browser.request({ method: 'POST', url: '/logout' });
      },
    }),
  },
  {
    route: 'POST /email/verification-notification',
    access: 'session',
    why: "sends the signed-in donor's own verification email",
    entries: (method) => {
      const aboutHerself: Expectation = {
        status: 200,
        body: { message: accountMessage('en', 'alreadyVerified'), verified: true },
      };
      return sessionEntries(
        'POST /email/verification-notification',
        method,
        () => ({ method: 'POST', url: '/email/verification-notification' }),
        {
          noSession: csrf,
          signedOut: unauthenticated,
          // Answered about the caller (already verified): no email to anybody.
          sameChurch: aboutHerself,
          otherChurch: aboutHerself,
          otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
          otherChurchOnVictimHost: unauthenticated,
          otherChurchLandlordHeader: unauthenticated,
          missingCsrf: csrf,
          wrongCsrf: csrf,
        },
      );
    },
    owner: () => ({
      row: 'POST /email/verification-notification',
      expected: { status: 200 },
      send: (world) => ownerCaller(world).send({ method: 'POST', url: '/email/verification-notification' }),
    }),
  },
  {
    route: 'POST /broadcasting/auth',
    access: 'session',
    why: "signs the live-update channel of the signed-in donor, and only hers (docs/CONTRACTS.md 'Live updates')",
    entries: (method) => {
      const forbidden: Expectation = { status: 403, body: { message: 'This action is unauthorized.' } };
      return sessionEntries(
        'POST /broadcasting/auth',
        method,
        (world) => ({
          method: 'POST',
          url: '/broadcasting/auth',
          payload: { socket_id: '1234.5678', channel_name: channelOf(world) },
        }),
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
      );
    },
    owner: () => ({
      row: 'POST /broadcasting/auth',
      expected: { status: 200 },
      send: (world) =>
        ownerCaller(world).send({
          method: 'POST',
          url: '/broadcasting/auth',
          payload: { socket_id: '1234.5678', channel_name: channelOf(world) },
        }),
    }),
  },
  ...(['GET', 'HEAD'] as const).map((method): RestRow => ({
    route: `${method} /api/reports/*`,
    access: 'session',
    why: 'a signed link bound to the organization and the signed-in user it was issued to',
    entries: () => {
      const route = `${method} /api/reports/*`;
      const notFound: Expectation = { status: 404, body: { message: 'Report not found.' } };
      return [
        ...sessionEntries(route, method, (world) => ({ method, url: world.records.reportPath }), {
          noSession: unauthenticated,
          signedOut: unauthenticated,
          sameChurch: notFound,
          // Her own church's host, the victim's link: another organization's link is not found.
          otherChurch: notFound,
          otherChurchVictimOrganization:
            'the organization is inside the signed link; the other-church columns send the victim’s link',
          otherChurchOnVictimHost: unauthenticated,
          otherChurchLandlordHeader: unauthenticated,
          missingCsrf: SAFE_METHOD,
          wrongCsrf: SAFE_METHOD,
        }),
        cell(
          route,
          method,
          "the victim's own session with her link's signature changed",
          (world) => ownerCaller(world).send({ method, url: tampered(world.records.reportPath) }),
          { status: 403, body: { message: 'This download link is not valid.' } },
        ),
      ];
    },
    owner: () => ({
      row: `${method} /api/reports/*`,
      expected: { status: 200 },
      send: (world) => ownerCaller(world).send({ method, url: world.records.reportPath }),
      ...(method === 'GET' ? { showsVictimData: true as const } : {}),
    }),
  })),
  ...(['GET', 'HEAD'] as const).map((method): RestRow => {
    const route = `${method} /api/give/stripe-customer-id`;
    const request = (world: World, organizationPrefixedId: string) => ({
      method,
      url: `/api/give/stripe-customer-id?donor_prefixed_id=${world.victim.userPrefixedId}&organization_prefixed_id=${organizationPrefixedId}`,
    });
    return {
      route,
      access: 'session',
      why: "the giving form's lookup of the signed-in donor's own customer id and a full giving token",
      entries: () => {
        const missing: Expectation = {
          status: 401,
          body: { message: givingMessage('en', 'giving.tokenMissing') },
        };
        const forbidden: Expectation = {
          status: 403,
          body: { message: givingMessage('en', 'giving.forbidden') },
        };
        return sessionEntries(
          route,
          method,
          (world, caller) => request(world, caller.organizationPrefixedId),
          {
            noSession: missing,
            signedOut: missing,
            sameChurch: forbidden,
            otherChurch: forbidden,
            otherChurchVictimOrganization: missing,
            otherChurchOnVictimHost: missing,
            otherChurchLandlordHeader: missing,
            missingCsrf: SAFE_METHOD,
            wrongCsrf: SAFE_METHOD,
          },
        );
      },
      owner: () => ({
        row: route,
        expected: forMethod(method, { status: 200 }),
        send: (world) => ownerCaller(world).send(request(world, world.demoOrganizationId)),
        ...(method === 'GET' ? { showsVictimData: true as const } : {}),
      }),
    };
  }),
];
