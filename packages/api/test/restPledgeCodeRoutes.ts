// Pledging by emailed code (docs/PRODUCT.md §14) in the authorization matrix: public by design, the
// emailed code is the credential. They are giving-form calls without cookies (docs/ARCHITECTURE.md
// §4), so the cells are the checks that apply: a website the church does not allow, another church's
// campaign, and the victim's own session, which stands for nothing here. Nothing changes or is
// mailed when they are refused.
import { givingMessage } from '../src/core/gifts/givingMessages';
import { pledgeByCodeMessage } from '../src/accounts/pledgeByCodeMessages';
import { signInCodeMessage } from '../src/accounts/signInCodeMessages';
import { copyBrowser, type World } from './authorizationWorld';
import { COLUMNS, type Expectation } from './authorizationCells';
import type { RequestOptions } from './httpClient';
import { cell, notApplicable, type RestRow } from './restMatrixRows';

const FOREIGN_ORIGIN = 'https://attacker.example';
/** The demo church's open campaign the matrix plants (pledgeMatrixRows.ts). */
const CAMPAIGN_SLUG = 'matrix-pledges';
const CSRF_EXEMPT_PLEDGE =
  'exempt from the cookie CSRF check by design (docs/CONTRACTS.md "Campaigns"): no session is read, the emailed code is the credential; a cross-site request is refused by origin (see the foreign-origin cell)';

const invalid = (field: string, message: string): Expectation => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});

function pledgeBody(world: World, extra: Record<string, unknown> = {}) {
  return {
    organization_prefixed_id: world.demoOrganizationId,
    campaign: CAMPAIGN_SLUG,
    email: world.victim.email,
    amount: 2_500,
    ...extra,
  };
}

/** A cookie-less request (unless `from` has cookies), as the giving form on a church's site sends it. */
function sendFrom(world: World, from: World['victim']['browser'] | null, options: RequestOptions) {
  return copyBrowser(world.testApp, from, 'demo.localhost').request({ ...options, sendCsrfToken: false });
}

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  url,
  payload,
  headers,
});

function commonCells(route: string, url: string, extra: Record<string, unknown>) {
  return [
    cell(
      route,
      'POST',
      "the victim's email from a website the church does not allow (cross-site request)",
      (world) => sendFrom(world, null, post(url, pledgeBody(world, extra), { origin: FOREIGN_ORIGIN })),
      { status: 403, body: { message: givingMessage('en', 'giving.originNotAllowed') } },
    ),
    cell(
      route,
      'POST',
      "the victim's email, another church named with the victim's church's campaign",
      (world) =>
        sendFrom(
          world,
          null,
          post(url, pledgeBody(world, { ...extra, organization_prefixed_id: world.hopeOrganizationId })),
        ),
      invalid('campaign', pledgeByCodeMessage('en', 'campaignNotFound')),
    ),
    notApplicable(route, COLUMNS.missingCsrf, CSRF_EXEMPT_PLEDGE),
    notApplicable(route, COLUMNS.wrongCsrf, CSRF_EXEMPT_PLEDGE),
  ];
}

export const PLEDGE_CODE_ROUTES: RestRow[] = [
  {
    route: 'POST /api/give/pledge-code',
    access: 'public by design',
    why: "emails the church's donor record of that address a code to confirm a pledge; one answer whether or not it exists",
    entries: () => commonCells('POST /api/give/pledge-code', '/api/give/pledge-code', {}),
    owner: () => ({
      row: 'POST /api/give/pledge-code',
      expected: { status: 202 },
      send: (world) => sendFrom(world, null, post('/api/give/pledge-code', pledgeBody(world))),
    }),
  },
  {
    route: 'POST /api/give/pledge-code/verify',
    access: 'public by design',
    why: 'the emailed code with its email is the credential: it proves the mailbox of the record the pledge goes to',
    entries: () => [
      ...commonCells('POST /api/give/pledge-code/verify', '/api/give/pledge-code/verify', { code: '123456' }),
      cell(
        'POST /api/give/pledge-code/verify',
        'POST',
        "the victim's own signed-in session and her email without a code she was mailed",
        (world) =>
          sendFrom(
            world,
            world.victim.browser,
            post('/api/give/pledge-code/verify', pledgeBody(world, { code: '123456' })),
          ),
        invalid('code', signInCodeMessage('en', 'codeDead')),
      ),
    ],
    owner: () => 'needs the emailed code: pledgeByCode.test.ts pledges with it',
  },
];
