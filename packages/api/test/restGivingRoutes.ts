// The giving endpoints of the authorization matrix (docs/CONTRACTS.md "REST: giving"). They
// need no cookie: the giving token (X-Giving-Token) is the credential, or a same-site session of the
// same church. Every cell aims at the victim's processor customer and saved cards.
import { generateIdentifier } from '@halo/domain';
import { givingMessage, type GivingMessageKey } from '../src/core/gifts/givingMessages';
import { copyBrowser, type World } from './authorizationWorld';
import { COLUMNS, ownerCaller, type Expectation } from './authorizationCells';
import type { RequestOptions, TestResponse } from './httpClient';
import { cell, CSRF_EXEMPT_GIVING, forMethod, notApplicable, type RestRow } from './restMatrixRows';

const FOREIGN_ORIGIN = 'https://attacker.example';

const refusal = (status: number, key: GivingMessageKey): Expectation => ({
  status,
  body: { message: givingMessage('en', key) },
});

/** The victim's token with one character of its signature changed. */
function forged(token: string): string {
  const index = token.length - 5;
  return `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
}

interface GivingCall {
  organizationPrefixedId: string;
  customerId: string;
  /** The giving token to send, if any. */
  token?: string;
}

interface GivingRoute {
  method: 'GET' | 'HEAD' | 'POST';
  path: string;
  why: string;
  request(world: World, call: GivingCall): RequestOptions;
  /** What a token got with the victim's email alone gets here, or why that is allowed by design. */
  emailOnly: Expectation | string;
  ownerStatus: number;
  ownerShowsVictimData?: true;
}

/** A request from a fresh browser (no cookies unless `from` has them) on `host`. */
function sendFrom(
  world: World,
  from: World['victim']['browser'] | null,
  host: string,
  options: RequestOptions,
) {
  return copyBrowser(world.testApp, from, host).request({ ...options, sendCsrfToken: false });
}

function withToken(options: RequestOptions, token: string | undefined): RequestOptions {
  return token ? { ...options, headers: { ...options.headers, 'x-giving-token': token } } : options;
}

function givingEntries(route: GivingRoute) {
  const name = `${route.method} ${route.path}`;
  const victimCustomer = (world: World, token?: string): GivingCall => ({
    organizationPrefixedId: world.demoOrganizationId,
    customerId: world.records.customerId,
    token,
  });
  const send = (world: World, from: World['victim']['browser'] | null, host: string, call: GivingCall) =>
    sendFrom(world, from, host, withToken(route.request(world, call), call.token));
  const forbidden = refusal(403, 'giving.forbidden');
  return [
    cell(
      name,
      route.method,
      'no giving token and no session',
      (world) => send(world, null, 'demo.localhost', victimCustomer(world)),
      refusal(401, 'giving.tokenMissing'),
    ),
    cell(
      name,
      route.method,
      'a guest session and no giving token',
      (world) => send(world, world.guest, 'demo.localhost', victimCustomer(world)),
      refusal(401, 'giving.tokenMissing'),
    ),
    cell(
      name,
      route.method,
      "the victim's giving token with a character of its signature changed",
      (world) =>
        send(world, null, 'demo.localhost', victimCustomer(world, forged(world.records.fullGivingToken))),
      refusal(401, 'giving.tokenInvalid'),
    ),
    cell(
      name,
      route.method,
      `${COLUMNS.sameChurch}: her giving token, the victim's customer`,
      (world) => send(world, null, 'demo.localhost', victimCustomer(world, world.sameChurch.givingToken)),
      forbidden,
    ),
    cell(
      name,
      route.method,
      `${COLUMNS.sameChurch}: her session, the victim's customer`,
      (world) => send(world, world.sameChurch.browser, 'demo.localhost', victimCustomer(world)),
      forbidden,
    ),
    cell(
      name,
      route.method,
      "a donor of another church: her giving token, the victim's church and customer",
      (world) => send(world, null, 'hope.localhost', victimCustomer(world, world.otherChurch.givingToken)),
      forbidden,
    ),
    cell(
      name,
      route.method,
      "a donor of another church: her giving token and church, the victim's customer",
      (world) =>
        send(world, null, 'hope.localhost', {
          ...victimCustomer(world, world.otherChurch.givingToken),
          organizationPrefixedId: world.hopeOrganizationId,
        }),
      forbidden,
    ),
    cell(
      name,
      route.method,
      "the victim's own session sent from a foreign origin (cross-site request)",
      (world) =>
        sendFrom(world, world.victim.browser, 'demo.localhost', {
          ...route.request(world, victimCustomer(world)),
          headers: { ...route.request(world, victimCustomer(world)).headers, origin: FOREIGN_ORIGIN },
        }),
      refusal(403, 'giving.originNotAllowed'),
    ),
    typeof route.emailOnly === 'string'
      ? notApplicable(name, "a giving token got with the victim's email alone", route.emailOnly)
      : cell(
          name,
          route.method,
          "a giving token got with the victim's email alone",
          (world) =>
            send(world, null, 'demo.localhost', victimCustomer(world, world.records.emailOnlyGivingToken)),
          route.emailOnly,
        ),
    notApplicable(name, COLUMNS.missingCsrf, CSRF_EXEMPT_GIVING),
    notApplicable(name, COLUMNS.wrongCsrf, CSRF_EXEMPT_GIVING),
  ];
}

const postBody =
  (path: string, body: (world: World, call: GivingCall) => Record<string, unknown>) =>
  (world: World, call: GivingCall): RequestOptions => ({
    method: 'POST',
    url: path,
    payload: {
      organization_prefixed_id: call.organizationPrefixedId,
      stripe_customer_id: call.customerId,
      ...body(world, call),
    },
  });

const NEW_CARDS_BY_DESIGN =
  'allowed by design: the giving form of a guest adds a new card with it (docs/CONTRACTS.md); it can neither list nor use any card it did not add itself, saved before it or after (see stripe-payment-methods and /api/give)';

const GIVING_ROUTES: GivingRoute[] = [
  {
    method: 'POST',
    path: '/api/give/setup-intent',
    why: 'starts a card set-up for the customer of the giving token',
    request: postBody('/api/give/setup-intent', () => ({})),
    emailOnly: NEW_CARDS_BY_DESIGN,
    ownerStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/give/sandbox/payment-methods',
    why: "saves a sandbox card to the giving token's customer",
    request: postBody('/api/give/sandbox/payment-methods', () => ({
      card_number: '4000056655665556',
      exp_month: 10,
      exp_year: new Date().getFullYear() + 4,
      cvc: '123',
      cardholder_name: 'Mallory',
    })),
    emailOnly: NEW_CARDS_BY_DESIGN,
    ownerStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/give/sandbox/bank-accounts',
    why: "attaches a sandbox bank account to the giving token's customer (docs/PRODUCT.md §22)",
    request: postBody('/api/give/sandbox/bank-accounts', () => ({
      routing_number: '110000000',
      account_number: '000123456789',
      account_holder_name: 'Mallory',
      account_type: 'checking',
    })),
    emailOnly: NEW_CARDS_BY_DESIGN,
    ownerStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/give/stripe/bank-payment-intents',
    why: "makes the PaymentIntent Stripe.js links a bank account to, for the giving token's customer (docs/PRODUCT.md §22); the matrix's church gives through the sandbox, which answers 404 once the token is checked (the Stripe side: givingBankStripe.test.ts)",
    request: postBody('/api/give/stripe/bank-payment-intents', () => ({ amount: 5000 })),
    emailOnly: NEW_CARDS_BY_DESIGN,
    ownerStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/give/stripe/bank-setup-intents',
    why: "makes the SetupIntent Stripe.js links a bank account to, kept for a recurring gift of the giving token's customer (docs/PRODUCT.md §22); the matrix's church gives through the sandbox, which answers 404 once the token is checked (the Stripe side: givingBankStripeRecurring.test.ts)",
    request: postBody('/api/give/stripe/bank-setup-intents', () => ({})),
    emailOnly:
      'refused on Stripe (422, "Sign in to save a bank account for later gifts."): only a proven donor keeps a bank account; the matrix church gives through the sandbox, so givingBankStripeRecurring.test.ts checks it',
    ownerStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/give/sandbox/wallet-payment-methods',
    why: "hands the sandbox test wallet's card to the giving token's customer (docs/PRODUCT.md §23)",
    request: postBody('/api/give/sandbox/wallet-payment-methods', () => ({})),
    emailOnly: NEW_CARDS_BY_DESIGN,
    ownerStatus: 200,
  },
  ...(['GET', 'HEAD'] as const).map((method): GivingRoute => ({
    method,
    path: '/api/give/stripe-payment-methods',
    why: "lists the giving token's customer's cards",
    request: (_world, call) => ({
      method,
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${call.customerId}&organization_prefixed_id=${call.organizationPrefixedId}`,
    }),
    // Knowing her email must show none of her cards: neither those saved before the token was
    // issued nor the spare card she saved after (authorizationWorld.ts; src/giving/tokenCards.ts).
    emailOnly: forMethod(method, { status: 200, body: { data: [] } }),
    ownerStatus: 200,
    ...(method === 'GET' ? { ownerShowsVictimData: true as const } : {}),
  })),
  {
    method: 'POST',
    path: '/api/give/account-invitation',
    why: "emails the set-password link to the giving token's donor when her account has no password",
    request: postBody('/api/give/account-invitation', () => ({})),
    emailOnly:
      'allowed by design (docs/CONTRACTS.md): the email goes to the account’s own mailbox, and only when it has no password (the victim has one)',
    ownerStatus: 202,
  },
  {
    method: 'POST',
    path: '/api/give',
    why: "charges one of the giving token's customer's cards",
    request: (world, call) => ({
      ...postBody('/api/give', () => ({
        donor_prefixed_id: world.victim.userPrefixedId,
        payment_method_id: world.records.cardId,
        amount: 5000,
        fund_prefixed_id: world.records.generalFundId,
        frequency: 'one_time',
        is_fee_covered: false,
        memo: 'Matrix gift',
      }))(world, call),
      headers: { 'idempotency-key': generateIdentifier() },
    }),
    // Her saved card cannot be charged by someone who only knows her email.
    emailOnly: {
      status: 422,
      body: {
        message: givingMessage('en', 'giving.paymentMethodInvalid'),
        errors: { payment_method_id: [givingMessage('en', 'giving.paymentMethodInvalid')] },
      },
    },
    ownerStatus: 201,
  },
];

/**
 * A token got with the victim's email alone and the spare card she saved after it was issued: it
 * was not added through that token, so it cannot be charged with it (src/giving/tokenCards.ts).
 */
function emailOnlyTokenCardSavedAfter(world: World): Promise<TestResponse> {
  return sendFrom(world, null, 'demo.localhost', {
    method: 'POST',
    url: '/api/give',
    payload: {
      organization_prefixed_id: world.demoOrganizationId,
      stripe_customer_id: world.records.customerId,
      donor_prefixed_id: world.victim.userPrefixedId,
      payment_method_id: world.records.spareCardId,
      amount: 5000,
      fund_prefixed_id: world.records.generalFundId,
      frequency: 'one_time',
      is_fee_covered: false,
    },
    headers: {
      'idempotency-key': generateIdentifier(),
      'x-giving-token': world.records.emailOnlyGivingToken,
    },
  });
}

/** Another donor's own token and customer with the victim's saved card: not hers to charge. */
function ownTokenVictimCard(world: World): Promise<TestResponse> {
  return sendFrom(world, null, 'demo.localhost', {
    method: 'POST',
    url: '/api/give',
    payload: {
      organization_prefixed_id: world.demoOrganizationId,
      stripe_customer_id: world.sameChurch.customerId,
      donor_prefixed_id: world.sameChurch.userPrefixedId,
      payment_method_id: world.records.cardId,
      amount: 5000,
      fund_prefixed_id: world.records.generalFundId,
      frequency: 'one_time',
      is_fee_covered: false,
    },
    headers: { 'idempotency-key': generateIdentifier(), 'x-giving-token': world.sameChurch.givingToken },
  });
}

export const GIVING_TOKEN_ROUTES: RestRow[] = GIVING_ROUTES.map((route) => {
  const name = `${route.method} ${route.path}`;
  return {
    route: name,
    access: 'giving token or same-site session',
    why: route.why,
    entries: () => [
      ...givingEntries(route),
      ...(route.path === '/api/give'
        ? [
            cell(
              name,
              'POST',
              `${COLUMNS.sameChurch}: her own giving token and customer, the victim's saved card`,
              ownTokenVictimCard,
              route.emailOnly as Expectation,
            ),
            cell(
              name,
              'POST',
              "a giving token got with the victim's email alone, the card she saved after it was issued",
              emailOnlyTokenCardSavedAfter,
              route.emailOnly as Expectation,
            ),
          ]
        : []),
    ],
    owner: () => ({
      row: name,
      expected: { status: route.ownerStatus },
      send: (world) =>
        ownerCaller(world).send({
          ...withToken(
            route.request(world, {
              organizationPrefixedId: world.demoOrganizationId,
              customerId: world.records.customerId,
            }),
            world.records.fullGivingToken,
          ),
          sendCsrfToken: false,
        }),
      ...(route.ownerShowsVictimData ? { showsVictimData: true as const } : {}),
    }),
  };
});
