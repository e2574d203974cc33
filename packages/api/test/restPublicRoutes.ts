// Routes of the authorization matrix that need no session by design: health, the public
// organization record, static files, the giving form's first calls, the Stripe webhook and the
// Twilio text-to-give webhook (their signatures are the credential) and the embedded file storage
// (its presigned signature is).
import { eq } from 'drizzle-orm';
import { chargeRefundedEvent } from '@halo/testkit/stripe/stripeEvents';
import { twilioRequestSignature } from '@halo/testkit/twilio/twilioDouble';
import { contributions } from '../src/db/schema';
import { givingMessage } from '../src/core/gifts/givingMessages';
import { deliverStripeEvent } from './appOnStripeDouble';
import { copyBrowser, pathOf, type World } from './authorizationWorld';
import { COLUMNS, ownerCaller, type Expectation } from './authorizationCells';
import type { RequestOptions } from './httpClient';
import { pngBytes } from './imageBytes';
import { cell, CSRF_EXEMPT_GIVING, notApplicable, type RestRow } from './restMatrixRows';

export const WEBHOOK_SECRET = 'whsec_matrix';
const FOREIGN_ORIGIN = 'https://attacker.example';
const BAD_SIGNATURE = { message: 'The signature is invalid or has expired.' };
const FILES_CSRF =
  'exempt from the cookie CSRF check by design: the presigned signature is the credential, as with S3 (docs/CONTRACTS.md "Profile images")';

const noCookies = (world: World, options: RequestOptions) =>
  copyBrowser(world.testApp, null).request(options);

/** GET and HEAD rows of a public read: answered without a session, showing no donor's data. */
function publicRead(path: string, route: string, why: string, url: string, status = 200): RestRow[] {
  return (['GET', 'HEAD'] as const).map((method) => ({
    route: `${method} ${route}`,
    access: 'public by design',
    why,
    entries: () => [
      cell(`${method} ${route}`, method, 'no cookies', (world) => noCookies(world, { method, url }), {
        status,
      }),
    ],
    owner: () => `public (${path}): the cell is its ordinary use`,
  }));
}

const customer = (world: World, email: string): RequestOptions => ({
  method: 'POST',
  url: '/api/give/customer',
  payload: {
    organization_prefixed_id: world.demoOrganizationId,
    email,
    first_name: 'Jordan',
    last_name: 'Rivera',
  },
});

const giveRegister = (world: World, email: string): RequestOptions => ({
  method: 'POST',
  url: '/api/give/register',
  payload: {
    organization_prefixed_id: world.demoOrganizationId,
    email,
    first_name: 'Mallory',
    last_name: 'Matrix',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
  },
});

const withOrigin = (options: RequestOptions): RequestOptions => ({
  ...options,
  headers: { ...options.headers, origin: FOREIGN_ORIGIN },
});

/** Stripe's charge.refunded for the victim's stripe-mode gift: one event id, however often sent. */
const refundEvent = (world: World) =>
  chargeRefundedEvent(
    { id: world.records.chargeId, amount: 100, amountRefunded: 100 },
    { id: `evt_matrix_${world.records.giftId}` },
  );

/** Delivered signed with `secret` as Stripe signs, or with no Stripe-Signature at all. */
const deliver = (world: World, secret: string | null) =>
  deliverStripeEvent(
    world.testApp,
    refundEvent(world),
    secret === null ? { secret: WEBHOOK_SECRET, signature: null } : { secret },
  );

async function giftStatus(world: World) {
  const [gift] = await world.testApp.app.db
    .select({ status: contributions.status })
    .from(contributions)
    .where(eq(contributions.prefixedId, world.records.giftId));
  return gift?.status;
}

const imageKey = (world: World) => new URL(world.records.imageUrl).pathname.replace('/api/files/', '');
/** A key in the victim's folder that does not exist yet (an upload target). */
const victimNewKey = (world: World) =>
  `profile-images/${world.victim.userPrefixedId}/00000000deadbeef-new.png`;
/** The query (expires and signature) of a URL presigned for the same-church donor's own key. */
const signatureOf = (url: string) => new URL(url).search;

async function presignAsVictim(world: World, command: string, fileName: string) {
  const response = await world.victim.browser.graphql(
    `query($command: StorageCommand!, $fileName: String!) {
      S3PresignedUrl(command: $command, directory: "profile-images", fileName: $fileName) { url }
    }`,
    { command, fileName },
  );
  return pathOf((response.json() as { data: { S3PresignedUrl: { url: string } } }).data.S3PresignedUrl.url);
}

const putImage = (url: string): RequestOptions => ({
  method: 'PUT',
  url,
  payload: pngBytes(32, 32),
  headers: { 'content-type': 'image/png' },
});

const fileRefused: Expectation = { status: 403, body: BAD_SIGNATURE };

const TEXT_TO_GIVE_OFF = { message: 'Text-to-give is off.' };

/** A donor's text as Twilio posts it to the webhook, signed with `authToken` (or not at all). */
function smsText(world: World, authToken: string | null) {
  const params = { From: '+15550001111', To: '+15551234567', Body: 'GIVE 50', MessageSid: 'SM0123' };
  const url = 'http://localhost:8080/api/sms/twilio';
  return noCookies(world, {
    method: 'POST',
    url: '/api/sms/twilio',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authToken ? { 'x-twilio-signature': twilioRequestSignature(authToken, url, params) } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

export const PUBLIC_ROUTES: RestRow[] = [
  ...publicRead('/health', '/health', 'the load balancer’s probe', '/health'),
  ...publicRead('/ready', '/ready', 'the load balancer’s readiness probe', '/ready'),
  ...publicRead(
    'the organization record',
    '/api/online-giving/:subdomain',
    "the church's public giving settings (docs/CONTRACTS.md); no donor data",
    '/api/online-giving/demo',
  ),
  ...publicRead(
    'the embed’s first step',
    '/api/online-giving/:subdomain/first-screen',
    "the church's giving form's first step as HTML, from the same public record (docs/CONTRACTS.md); no donor data",
    '/api/online-giving/demo/first-screen?amount=50',
  ),
  ...publicRead(
    'a campaign’s figures',
    '/api/online-giving/:subdomain/campaigns/:slug',
    "a campaign's name, goal and totals, which its giving page shows to anyone (docs/PRODUCT.md §14); no donor data",
    '/api/online-giving/demo/campaigns/no-such-campaign',
    404,
  ),
  ...publicRead('static files', '/static/*', 'the built front end', '/static/embed/halo-give.js'),
  ...publicRead('the embed script', '/halo-give.js', 'the <halo-give> embed script', '/halo-give.js'),
  ...publicRead(
    'the hosted pages',
    '/*',
    'the page shell of the giving page, the portal and the console; what it shows is asked for after it loads, through the rows above',
    '/accessibility',
  ),
  {
    route: 'POST /graphql',
    access: 'GraphQL matrix',
    why: 'one row per Query and Mutation field of schema.graphql (graphqlMatrix.ts)',
    entries: () => [],
    owner: () => 'one owner cell per GraphQL operation',
  },
  {
    route: 'POST /api/give/customer',
    access: 'public by design',
    why: "the giving form's first call: finds or creates the donor of an email (docs/CONTRACTS.md)",
    entries: () => [
      cell(
        'POST /api/give/customer',
        'POST',
        "the victim's email, signed out",
        (world) => noCookies(world, customer(world, world.victim.email)),
        { status: 200 },
        {
          shows: {
            values: (world) => [world.victim.userPrefixedId, world.records.customerId],
            why: 'the giving form needs the donor and customer ids of the email it was given; the token it gets can neither list nor use her saved cards (the email-alone cells of the giving rows)',
          },
        },
      ),
      cell(
        'POST /api/give/customer',
        'POST',
        `${COLUMNS.sameChurch}: her session, the victim's email (her session wins over the email)`,
        (world) =>
          copyBrowser(world.testApp, world.sameChurch.browser).request({
            ...customer(world, world.victim.email),
            sendCsrfToken: false,
          }),
        {
          status: 200,
          check: (response, world) =>
            expect(response.json().donor_prefixed_id).toBe(world.sameChurch.userPrefixedId),
        },
      ),
      cell(
        'POST /api/give/customer',
        'POST',
        "the victim's email from a foreign origin",
        (world) => noCookies(world, withOrigin(customer(world, world.victim.email))),
        { status: 403, body: { message: givingMessage('en', 'giving.originNotAllowed') } },
      ),
      notApplicable('POST /api/give/customer', COLUMNS.missingCsrf, CSRF_EXEMPT_GIVING),
    ],
    owner: () => ({
      row: 'POST /api/give/customer',
      expected: { status: 200 },
      send: (world) =>
        ownerCaller(world).send({ ...customer(world, world.victim.email), sendCsrfToken: false }),
      showsVictimData: true,
    }),
  },
  {
    route: 'POST /api/give/register',
    access: 'public by design',
    why: 'the giving form creates an account for a new email',
    entries: () => [
      cell(
        'POST /api/give/register',
        'POST',
        "the victim's email (her account cannot be registered over)",
        (world) => noCookies(world, giveRegister(world, world.victim.email)),
        {
          status: 422,
          body: {
            message: givingMessage('en', 'giving.accountExists'),
            errors: { email: [givingMessage('en', 'giving.accountExists')] },
          },
        },
      ),
      cell(
        'POST /api/give/register',
        'POST',
        'a new email from a foreign origin',
        (world) => noCookies(world, withOrigin(giveRegister(world, 'matrix-foreign@example.com'))),
        { status: 403, body: { message: givingMessage('en', 'giving.originNotAllowed') } },
      ),
      notApplicable('POST /api/give/register', COLUMNS.missingCsrf, CSRF_EXEMPT_GIVING),
    ],
    owner: () => ({
      row: 'POST /api/give/register',
      expected: { status: 201 },
      send: (world) => noCookies(world, giveRegister(world, 'matrix-giver@example.com')),
    }),
  },
  {
    route: 'POST /api/stripe/webhook',
    access: 'signature',
    why: 'Stripe-Signature over the raw body with the endpoint secret (served only when one is set)',
    entries: () => [
      cell(
        'POST /api/stripe/webhook',
        'POST',
        "charge.refunded for the victim's gift without Stripe-Signature",
        (world) => deliver(world, null),
        { status: 400, body: { message: 'Invalid Stripe signature.' } },
      ),
      cell(
        'POST /api/stripe/webhook',
        'POST',
        "charge.refunded for the victim's gift signed with another secret",
        (world) => deliver(world, 'whsec_attacker'),
        { status: 400, body: { message: 'Invalid Stripe signature.' } },
      ),
    ],
    owner: () => ({
      row: 'POST /api/stripe/webhook',
      expected: {
        status: 200,
        // Proof the refused cells aimed at something: the genuine event does refund her gift.
        check: async (_response, world) => expect(await giftStatus(world)).toBe('refunded'),
      },
      send: (world) => deliver(world, WEBHOOK_SECRET),
    }),
  },
  {
    route: 'PUT /api/files/*',
    access: 'signature',
    why: 'a presigned upload URL for one key, method and Content-Type',
    entries: () => [
      cell(
        'PUT /api/files/*',
        'PUT',
        "a made-up signature for a key in the victim's folder",
        (world) =>
          noCookies(
            world,
            putImage(`/api/files/${victimNewKey(world)}?expires=4102444800&signature=made-up`),
          ),
        fileRefused,
      ),
      cell(
        'PUT /api/files/*',
        'PUT',
        `${COLUMNS.sameChurch}: her valid upload signature on a key in the victim's folder`,
        (world) =>
          noCookies(
            world,
            putImage(`/api/files/${victimNewKey(world)}${signatureOf(world.sameChurchSignedPut)}`),
          ),
        fileRefused,
      ),
      cell(
        'PUT /api/files/*',
        'PUT',
        "the victim's own session without a signature",
        (world) => ownerCaller(world).send(putImage(`/api/files/${victimNewKey(world)}`)),
        fileRefused,
      ),
      notApplicable('PUT /api/files/*', COLUMNS.missingCsrf, FILES_CSRF),
    ],
    owner: () => ({
      row: 'PUT /api/files/*',
      expected: { status: 200 },
      send: async (world) =>
        noCookies(world, putImage(await presignAsVictim(world, 'PutObject', 'owner.png'))),
    }),
  },
  ...(['GET', 'HEAD'] as const).map((method): RestRow => ({
    route: `${method} /api/files/*`,
    access: 'public by design',
    why: 'profile images are public: their keys carry 64 random bits and <img> tags show them on every page',
    entries: () => [
      cell(
        `${method} /api/files/*`,
        method,
        "no cookies, the victim's image",
        (world) => noCookies(world, { method, url: `/api/files/${imageKey(world)}` }),
        { status: 200 },
      ),
      cell(
        `${method} /api/files/*`,
        method,
        'no cookies, a path out of the upload folder',
        (world) => noCookies(world, { method, url: '/api/files/profile-images/../app-key' }),
        fileRefused,
      ),
    ],
    owner: () => 'public: the first cell is its ordinary use',
  })),
  {
    route: 'DELETE /api/files/*',
    access: 'signature',
    why: 'a presigned delete URL for one key',
    entries: () => [
      cell(
        'DELETE /api/files/*',
        'DELETE',
        "no signature, the victim's image",
        (world) => noCookies(world, { method: 'DELETE', url: `/api/files/${imageKey(world)}` }),
        fileRefused,
      ),
      cell(
        'DELETE /api/files/*',
        'DELETE',
        `${COLUMNS.sameChurch}: her valid delete signature on the victim's image`,
        (world) =>
          noCookies(world, {
            method: 'DELETE',
            url: `/api/files/${imageKey(world)}${signatureOf(world.sameChurchSignedDelete)}`,
          }),
        fileRefused,
      ),
      cell(
        'DELETE /api/files/*',
        'DELETE',
        "the victim's own session without a signature",
        (world) => ownerCaller(world).send({ method: 'DELETE', url: `/api/files/${imageKey(world)}` }),
        fileRefused,
      ),
      notApplicable('DELETE /api/files/*', COLUMNS.missingCsrf, FILES_CSRF),
    ],
    owner: () => ({
      row: 'DELETE /api/files/*',
      expected: { status: 204 },
      send: async (world) =>
        noCookies(world, {
          method: 'DELETE',
          url: await presignAsVictim(world, 'DeleteObject', imageKey(world)),
        }),
    }),
  },
  {
    route: 'POST /api/sms/twilio',
    access: 'signature',
    why: "X-Twilio-Signature over PUBLIC_URL's webhook address and the form, with TWILIO_AUTH_TOKEN; 404 without it (text-to-give off, as in this app)",
    entries: () => [
      cell(
        'POST /api/sms/twilio',
        'POST',
        'a text without X-Twilio-Signature',
        (world) => smsText(world, null),
        {
          status: 404,
          body: TEXT_TO_GIVE_OFF,
        },
      ),
      cell(
        'POST /api/sms/twilio',
        'POST',
        'a text signed with a token the server does not have',
        (world) => smsText(world, 'attacker-token'),
        { status: 404, body: TEXT_TO_GIVE_OFF },
      ),
      notApplicable(
        'POST /api/sms/twilio',
        COLUMNS.missingCsrf,
        'exempt from the cookie CSRF check by design: Twilio posts it, its signature is the credential (docs/CONTRACTS.md "Text-to-give")',
      ),
    ],
    owner: () =>
      'text-to-give is off in this app (no TWILIO_AUTH_TOKEN); test/textToGive.test.ts delivers signed texts with it on',
  },
];
