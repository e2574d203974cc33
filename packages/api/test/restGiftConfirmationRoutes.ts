// "Confirm your gift" routes of the authorization matrix (docs/CONTRACTS.md "REST: confirm your
// gift"). Both are authorised by the emailed link's signed token alone and work signed out by design,
// so their cells are the checks that do apply: the CSRF header, the victim's link from another
// church's host, and another donor's session with a forged token or her own link's id re-signed onto
// the victim's charge. The victim's real link opens her waiting charge, then gives it.
import { createTokenSealer } from '../src/http/sealedToken';
import { giftConfirmationMessage } from '../src/giftConfirmations/giftConfirmationMessages';
import { copyBrowser, type World } from './authorizationWorld';
import { COLUMNS, CSRF_MISMATCH, type Expectation } from './authorizationCells';
import type { RequestOptions } from './httpClient';
import { cell, type RestRow } from './restMatrixRows';

const csrf: Expectation = { status: 419, body: CSRF_MISMATCH };
const unknownLink: Expectation = {
  status: 404,
  body: { code: 'link_unknown', message: giftConfirmationMessage('en', 'unknown') },
};
const TOKEN_ALONE =
  "authorised by the emailed link's signed token alone: it works signed out by design, makes and changes no session, and opens one waiting charge of the host's church";

function forged(token: string): string {
  const index = token.length - 3;
  return `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
}

/** The same-church donor's genuine link id, re-sealed (as if the key leaked) naming the victim's charge. */
function grafted(world: World): string {
  const sealer = createTokenSealer(world.testApp.app.giving.appKey, 'gift-confirmation');
  const own = sealer.open(world.links.sameChurchConfirmToken) as Record<string, unknown>;
  const victims = sealer.open(world.links.confirmToken) as Record<string, unknown>;
  return sealer.seal({ ...own, g: victims.g, o: victims.o });
}

async function browserOn(world: World, from: 'guest' | 'sameChurch', host = 'demo.localhost') {
  if (from === 'sameChurch') return copyBrowser(world.testApp, world.sameChurch.browser, host);
  const browser = copyBrowser(world.testApp, null, host);
  await browser.fetchCsrfCookie();
  return browser;
}

function confirmRow(path: string, extra: Record<string, unknown>, owner: RestRow['owner']): RestRow {
  const route = `POST ${path}`;
  const request = (token: string): RequestOptions => ({
    method: 'POST',
    url: path,
    payload: { token, ...extra },
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
            ...request(world.links.confirmToken),
            sendCsrfToken: false,
          }),
        csrf,
      ),
      cell(
        route,
        'POST',
        "the victim's link from another church's host (a guest there)",
        async (world) =>
          (await browserOn(world, 'guest', 'hope.localhost')).request(request(world.links.confirmToken)),
        unknownLink,
      ),
      cell(
        route,
        'POST',
        `${COLUMNS.sameChurch}: the victim's link with its signature changed`,
        async (world) =>
          (await browserOn(world, 'sameChurch')).request(request(forged(world.links.confirmToken))),
        unknownLink,
      ),
      cell(
        route,
        'POST',
        `${COLUMNS.sameChurch}: her own link's id signed onto the victim's charge`,
        async (world) => (await browserOn(world, 'sameChurch')).request(request(grafted(world))),
        unknownLink,
      ),
    ],
    owner,
  };
}

function ownerOf(path: string, extra: Record<string, unknown>, status: 'awaiting' | 'confirmed') {
  return (): ReturnType<RestRow['owner']> => ({
    row: `POST ${path}`,
    expected: { status: 200, check: (response) => expect(response.json().status).toBe(status) },
    // The answer names the charge (amount, funds, card's last four), none of the victim's markers.
    send: async (world) =>
      (await browserOn(world, 'guest')).request({
        method: 'POST',
        url: path,
        payload: { token: world.links.confirmToken, ...extra },
      }),
  });
}

/** Owner requests in order: the waiting charge is read, then given (the link is used after that). */
export const GIFT_CONFIRMATION_ROUTES: RestRow[] = [
  confirmRow('/confirm-link', {}, ownerOf('/confirm-link', {}, 'awaiting')),
  confirmRow(
    '/confirm-link/complete',
    { test_result: 'completed' },
    ownerOf('/confirm-link/complete', { test_result: 'completed' }, 'confirmed'),
  ),
];
