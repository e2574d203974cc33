// Manage-link routes of the authorization matrix (docs/CONTRACTS.md "REST: manage link"). Six are
// authorised by the emailed link's signed token alone and work signed out by design, so their cells
// are the checks that do apply: the CSRF header, the victim's link from another church's host, and
// another donor's session with a forged token or her own link grafted onto the victim's gift. The
// portal's "Revoke email links" needs the signed-in owner of the gift: every column applies.
import { createTokenSealer } from '../src/http/sealedToken';
import { manageLinkMessage } from '../src/manageLinks/manageLinkMessages';
import { accountMessage } from '../src/core/accounts/accountMessages';
import { portalMessage } from '../src/core/portalMessages';
import { copyBrowser, type World } from './authorizationWorld';
import { COLUMNS, CSRF_MISMATCH, ownerCaller, type Expectation } from './authorizationCells';
import type { RequestOptions } from './httpClient';
import { cell, NO_ORGANIZATION_ARGUMENT, sessionEntries, type RestRow } from './restMatrixRows';

const csrf: Expectation = { status: 419, body: CSRF_MISMATCH };
/** Every link that opens nothing reads as unknown, in the request's language, with nothing of the gift. */
const unknownLink: Expectation = {
  status: 404,
  body: { code: 'link_unknown', message: manageLinkMessage('en', 'unknown') },
};
const TOKEN_ALONE =
  "authorised by the emailed link's signed token alone: it works signed out by design, makes and changes no session, and opens one gift of the host's church";

/** The victim's token with one character of its sealed part changed. */
function forged(token: string): string {
  const index = token.length - 3;
  return `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
}

/** The same-church donor's genuine link id, re-sealed (as if the key leaked) naming the victim's gift. */
function grafted(world: World): string {
  const sealer = createTokenSealer(world.testApp.app.giving.appKey, 'manage-link');
  const own = sealer.open(world.links.sameChurchManageToken) as Record<string, unknown>;
  return sealer.seal({ ...own, g: world.links.managedRecurringId });
}

/** A browser of `from`'s cookies on `host` (a fresh guest session when `from` is null). */
async function browserOn(world: World, from: 'guest' | 'sameChurch', host = 'demo.localhost') {
  if (from === 'sameChurch') return copyBrowser(world.testApp, world.sameChurch.browser, host);
  const browser = copyBrowser(world.testApp, null, host);
  await browser.fetchCsrfCookie();
  return browser;
}

type Body = (world: World, token: string) => Record<string, unknown>;

const tokenOnly: Body = (_world, token) => ({ token });

function tokenRow(path: string, body: Body, owner: RestRow['owner']): RestRow {
  const route = `POST ${path}`;
  const request = (world: World, token: string): RequestOptions => ({
    method: 'POST',
    url: path,
    payload: body(world, token),
  });
  return {
    route,
    access: 'public by design',
    why: TOKEN_ALONE,
    entries: () => [
      cell(
        route,
        'POST',
        "a guest session sending the victim's link without its X-XSRF-TOKEN",
        async (world) =>
          (await browserOn(world, 'guest')).request({
            ...request(world, world.links.manageToken),
            sendCsrfToken: false,
          }),
        csrf,
      ),
      cell(
        route,
        'POST',
        "a guest session sending the victim's link with another session's X-XSRF-TOKEN",
        async (world) =>
          (await browserOn(world, 'guest')).request({
            ...request(world, world.links.manageToken),
            sendCsrfToken: false,
            headers: { 'x-xsrf-token': world.sameChurch.browser.cookies.get('XSRF-TOKEN') ?? '' },
          }),
        csrf,
      ),
      cell(
        route,
        'POST',
        "the victim's link from another church's host (a guest there)",
        async (world) =>
          (await browserOn(world, 'guest', 'hope.localhost')).request(
            request(world, world.links.manageToken),
          ),
        unknownLink,
      ),
      cell(
        route,
        'POST',
        `${COLUMNS.sameChurch}: the victim's link with its signature changed`,
        async (world) =>
          (await browserOn(world, 'sameChurch')).request(request(world, forged(world.links.manageToken))),
        unknownLink,
      ),
      cell(
        route,
        'POST',
        `${COLUMNS.sameChurch}: her own link's id signed onto the victim's gift`,
        async (world) => (await browserOn(world, 'sameChurch')).request(request(world, grafted(world))),
        unknownLink,
      ),
    ],
    owner,
  };
}

/** The victim's real link, opened signed out as her email's reader would. */
const asLinkReader = async (world: World, path: string, payload: Record<string, unknown>) =>
  (await browserOn(world, 'guest')).request({ method: 'POST', url: path, payload });

const ownGift =
  (world: World): Expectation['check'] =>
  (response) =>
    expect(response.json().gift.prefixed_id).toBe(world.links.managedRecurringId);

/** Ten days ahead, as the page's date field sends it. */
const tenDaysAhead = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** A card entered through the link's own card step, as the page does before `POST /manage-link/card`. */
async function cardEnteredThroughLink(world: World): Promise<string> {
  const entry = (
    await asLinkReader(world, '/manage-link/card-entry', { token: world.links.manageToken })
  ).json();
  const added = await copyBrowser(world.testApp, null).request({
    method: 'POST',
    url: '/api/give/sandbox/payment-methods',
    payload: {
      organization_prefixed_id: entry.organization_prefixed_id,
      card_number: '5555555555554444',
      exp_month: 10,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      cardholder_name: 'Jordan Rivera',
    },
    headers: { 'x-giving-token': entry.giving_token },
  });
  return (added.json() as { payment_method_id: string }).payment_method_id;
}

function ownerOf(
  path: string,
  status: number,
  payload: Body,
  check?: (world: World) => Expectation['check'],
) {
  return (): ReturnType<RestRow['owner']> => ({
    row: `POST ${path}`,
    expected: { status },
    send: async (world) => {
      const response = await asLinkReader(world, path, payload(world, world.links.manageToken));
      await check?.(world)?.(response, world);
      return response;
    },
    showsVictimData: status === 200 ? true : undefined,
  });
}

const UNAUTHENTICATED: Expectation = {
  status: 401,
  body: { message: accountMessage('en', 'unauthenticated') },
};
const NOT_FOUND: Expectation = { status: 404, body: { message: portalMessage('en', 'notFound') } };

/**
 * Owner requests run in this order, each needing the gift as the one before left it: read, card
 * step, new card, skip, pause until a date, and stop last (the gift ends, its links with it).
 */
export const MANAGE_LINK_ROUTES: RestRow[] = [
  tokenRow('/manage-link', tokenOnly, ownerOf('/manage-link', 200, tokenOnly, ownGift)),
  tokenRow('/manage-link/card-entry', tokenOnly, () => ({
    row: 'POST /manage-link/card-entry',
    // The church and a sealed giving token: nothing of the donor, to the owner either.
    expected: {
      status: 200,
      check: (response, world) =>
        expect(world.victimMarkers.filter((marker) => response.body.includes(marker))).toEqual([]),
    },
    send: (world) => asLinkReader(world, '/manage-link/card-entry', { token: world.links.manageToken }),
  })),
  tokenRow(
    '/manage-link/card',
    (world, token) => ({ token, payment_method_id: world.records.spareCardId }),
    () => ({
      row: 'POST /manage-link/card',
      expected: { status: 200, check: (response, world) => ownGift(world)?.(response, world) },
      showsVictimData: true,
      send: async (world) =>
        asLinkReader(world, '/manage-link/card', {
          token: world.links.manageToken,
          payment_method_id: await cardEnteredThroughLink(world),
        }),
    }),
  ),
  tokenRow('/manage-link/skip', tokenOnly, ownerOf('/manage-link/skip', 200, tokenOnly, ownGift)),
  tokenRow(
    '/manage-link/pause-until',
    (_world, token) => ({ token, until: tenDaysAhead() }),
    ownerOf('/manage-link/pause-until', 200, (_world, token) => ({ token, until: tenDaysAhead() }), ownGift),
  ),
  {
    route: 'POST /manage-link/revoke',
    access: 'session',
    why: "the portal's \"Revoke email links\": the signed-in donor's own gift of the session's church only",
    entries: (method) =>
      sessionEntries(
        'POST /manage-link/revoke',
        method,
        (world) => ({
          method: 'POST',
          url: '/manage-link/revoke',
          payload: { recurring_giving_prefixed_id: world.records.pausedRecurringId },
        }),
        {
          noSession: csrf,
          signedOut: UNAUTHENTICATED,
          sameChurch: NOT_FOUND,
          otherChurch: NOT_FOUND,
          otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
          otherChurchOnVictimHost: UNAUTHENTICATED,
          otherChurchLandlordHeader: UNAUTHENTICATED,
          missingCsrf: csrf,
          wrongCsrf: csrf,
        },
      ),
    owner: () => ({
      row: 'POST /manage-link/revoke',
      expected: {
        status: 200,
        check: (response) => expect(response.json().revoked).toBeGreaterThanOrEqual(1),
      },
      send: (world) =>
        ownerCaller(world).send({
          method: 'POST',
          url: '/manage-link/revoke',
          payload: { recurring_giving_prefixed_id: world.records.pausedRecurringId },
        }),
    }),
  },
  // Last of these rows: the gift ends, and every link to it with it.
  tokenRow('/manage-link/stop', tokenOnly, ownerOf('/manage-link/stop', 204, tokenOnly)),
];
