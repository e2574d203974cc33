// The JSON-body routes of docs/CONTRACTS.md (accounts, sessions, giving, live updates) as the
// hostile-input suite drives them: a valid payload to start from, the headers that get past
// authorisation, and what a success must have written in full.
import { FREQUENCY_VALUES, generateIdentifier } from '@halo/domain';
import * as fc from 'fast-check';
import { DEMO_DONOR } from '../src/seed';
import { rowsOf as rows, type DatabaseSnapshot } from './hostileWriteCheck';
import type { Donor } from './givingFlow';
import type { TestBrowser } from './helper';
import { dateValues, hostileCents, hostileString, unicodeText } from './hostileValues';

export interface RestFixtures {
  organizationPrefixedId: string;
  fundPrefixedIds: string[];
  /** A guest of the giving form (token from /api/give/customer) with a saved card. */
  guest: Donor & { cardId: string };
  /** A donor with an account (token from /api/give/register) with a saved card: may give monthly. */
  member: Donor & { cardId: string };
  /** A browser with a guest session and its CSRF cookie (sign-in, registration, passwords). */
  visitor: TestBrowser;
  /** A browser the demo church's administrator turned into a lobby kiosk, with its CSRF cookie. */
  kiosk: TestBrowser;
  /** A browser signed in as the demo donor (live-update channel authorisation). */
  demo: TestBrowser;
  demoUserPrefixedId: string;
  /** Today on the demo organization's calendar. */
  today: string;
}

export interface RestRoute {
  name: string;
  url: string;
  browser: TestBrowser;
  /** Giving calls carry no cookie CSRF header (docs/ARCHITECTURE.md §4). */
  sendCsrfToken: boolean;
  /** A fresh valid payload (new emails each time, so a success never turns the next run into a 422). */
  base(): Record<string, unknown>;
  headers(): Record<string, string>;
  /** Values worth trying for one field besides the generic hostile ones. */
  fieldValues?: Record<string, fc.Arbitrary<unknown>>;
  /** Why an accepted request did not write everything it answered with; empty when whole. */
  successProblems?(body: Record<string, unknown>, after: DatabaseSnapshot): string[];
}

/** Tables an error answer may still change: a declined charge is stored with its key (CONTRACTS.md). */
export function tablesAnErrorMayChange(status: number): string[] {
  return status === 402 ? ['idempotency_keys', 'sandbox_charges'] : [];
}

function hasRow(snapshot: DatabaseSnapshot, table: string, match: Record<string, unknown>): boolean {
  return rows(snapshot, table).some((row) =>
    Object.entries(match).every(([column, value]) => row[column] === value),
  );
}

function missing(snapshot: DatabaseSnapshot, table: string, match: Record<string, unknown>): string[] {
  return hasRow(snapshot, table, match) ? [] : [`no ${table} row with ${JSON.stringify(match)}`];
}

/** A user and their person exist for `prefixedId`. */
function userWritten(after: DatabaseSnapshot, prefixedId: unknown): string[] {
  const user = rows(after, 'users').find((row) => row.prefixedId === prefixedId);
  if (!user) return [`no user ${String(prefixedId)}`];
  return missing(after, 'people', { userId: user.id });
}

let sequence = 0;
/** A new address each call: registration and guest checkout succeed once per email. */
export const freshEmail = (label: string) => `hostile-${label}-${Date.now()}-${(sequence += 1)}@example.com`;

const PASSWORD = 'correct horse battery';

/** Every JSON body route of docs/CONTRACTS.md; restRoutes answers them in this order. */
export const JSON_BODY_ROUTES = [
  'POST /login',
  'POST /register',
  'POST /email/verify',
  'POST /forgot-password',
  'POST /reset-password',
  'POST /sign-in-code',
  'POST /sign-in-code/verify',
  'POST /api/give/customer',
  'POST /api/give/register',
  'POST /api/give/setup-intent',
  'POST /api/give/sandbox/payment-methods',
  'POST /api/give/sandbox/bank-accounts',
  'POST /api/give/sandbox/wallet-payment-methods',
  'POST /api/give/account-invitation',
  'POST /api/give',
  'POST /broadcasting/auth',
  'POST /api/kiosk/customer',
  'POST /api/give/pledge-code',
  'POST /api/give/pledge-code/verify',
] as const;

/** The demo church's open campaign the hostile-input suite plants for pledging by emailed code. */
export const HOSTILE_PLEDGE_CAMPAIGN_SLUG = 'hostile-pledges';

export function restRoutes(fixtures: RestFixtures): RestRoute[] {
  const { organizationPrefixedId, guest, member, visitor, demo } = fixtures;
  const givingToken = (donor: Donor) => () => ({ 'x-giving-token': donor.token });
  const cardFor = (donor: Donor) => ({
    organization_prefixed_id: organizationPrefixedId,
    stripe_customer_id: donor.customerId,
  });
  const names = { first_name: unicodeText, last_name: unicodeText, email: hostileString };

  return [
    {
      name: 'POST /login',
      url: '/login',
      browser: visitor,
      sendCsrfToken: true,
      base: () => ({ email: DEMO_DONOR.email, password: DEMO_DONOR.password, remember: false }),
      headers: () => ({}),
    },
    {
      name: 'POST /register',
      url: '/register',
      browser: visitor,
      sendCsrfToken: true,
      base: () => ({
        first_name: 'Sam',
        last_name: 'Hostile',
        email: freshEmail('register'),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
      headers: () => ({}),
      fieldValues: names,
      successProblems: (body, after) => [
        ...userWritten(after, body.prefixedId),
        ...(rows(after, 'users').some(
          (user) => user.prefixedId === body.prefixedId && user.email === body.email,
        )
          ? []
          : ['registered email differs from the answer']),
      ],
    },
    {
      name: 'POST /email/verify',
      url: '/email/verify',
      browser: visitor,
      sendCsrfToken: true,
      base: () => ({ token: 'a'.repeat(43) }),
      headers: () => ({}),
    },
    {
      name: 'POST /forgot-password',
      url: '/forgot-password',
      browser: visitor,
      sendCsrfToken: true,
      base: () => ({ email: DEMO_DONOR.email }),
      headers: () => ({ 'x-requested-by': 'halo-give' }),
    },
    {
      name: 'POST /reset-password',
      url: '/reset-password',
      browser: visitor,
      sendCsrfToken: true,
      base: () => ({
        token: 'b'.repeat(43),
        email: DEMO_DONOR.email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
      headers: () => ({}),
    },
    {
      name: 'POST /sign-in-code',
      url: '/sign-in-code',
      browser: visitor,
      sendCsrfToken: true,
      base: () => ({ email: DEMO_DONOR.email }),
      headers: () => ({}),
    },
    {
      name: 'POST /sign-in-code/verify',
      url: '/sign-in-code/verify',
      browser: visitor,
      sendCsrfToken: true,
      // A wrong code counts against a live one (a write); an unknown link token changes nothing.
      base: () => ({ token: 'c'.repeat(43), remember: false }),
      headers: () => ({}),
    },
    {
      name: 'POST /api/give/customer',
      url: '/api/give/customer',
      browser: visitor,
      sendCsrfToken: false,
      base: () => ({
        organization_prefixed_id: organizationPrefixedId,
        email: freshEmail('customer'),
        first_name: 'Sam',
        last_name: 'Guest',
      }),
      headers: () => ({}),
      fieldValues: names,
      successProblems: (body, after) => [
        ...userWritten(after, body.donor_prefixed_id),
        ...missing(after, 'processor_customers', { customerId: body.stripe_customer_id }),
      ],
    },
    {
      name: 'POST /api/give/register',
      url: '/api/give/register',
      browser: visitor,
      sendCsrfToken: false,
      base: () => ({
        organization_prefixed_id: organizationPrefixedId,
        email: freshEmail('give-register'),
        first_name: 'Sam',
        last_name: 'Member',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
      headers: () => ({}),
      fieldValues: names,
      successProblems: (body, after) => [
        ...userWritten(after, body.donor_prefixed_id),
        ...missing(after, 'processor_customers', { customerId: body.stripe_customer_id }),
      ],
    },
    {
      name: 'POST /api/give/setup-intent',
      url: '/api/give/setup-intent',
      browser: visitor,
      sendCsrfToken: false,
      base: () => cardFor(guest),
      headers: givingToken(guest),
    },
    {
      name: 'POST /api/give/sandbox/payment-methods',
      url: '/api/give/sandbox/payment-methods',
      browser: visitor,
      sendCsrfToken: false,
      base: () => ({
        ...cardFor(guest),
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2035,
        cvc: '123',
        cardholder_name: 'Sam Guest',
      }),
      headers: givingToken(guest),
      fieldValues: {
        card_number: fc.constantFrom(
          '4000000000000002',
          '4000000000009995',
          '4242 4242 4242 4242',
          '4242-4242-4242-4242',
          '4242424242424241',
          '0000000000000000',
          '4'.repeat(19),
          '４２４２４２４２４２４２４２４２',
        ),
        exp_month: fc.oneof(fc.integer({ min: -2, max: 14 }), hostileCents),
        exp_year: fc.oneof(fc.integer({ min: 1999, max: 2101 }), hostileCents),
        cvc: fc.constantFrom('12', '12345', '１２３', '000'),
        cardholder_name: unicodeText,
      },
      // A card entered with a guest's token stays that token's: it never joins an account's list.
      successProblems: (body, after) => [
        ...(hasRow(after, 'payment_methods', { processorId: body.payment_method_id })
          ? [`guest card ${String(body.payment_method_id)} joined an account's payment methods`]
          : []),
        ...missing(after, 'sandbox_payment_methods', { id: body.payment_method_id }),
      ],
    },
    {
      name: 'POST /api/give/sandbox/bank-accounts',
      url: '/api/give/sandbox/bank-accounts',
      browser: visitor,
      sendCsrfToken: false,
      base: () => ({
        ...cardFor(guest),
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_name: 'Sam Guest',
        account_type: 'checking',
      }),
      headers: givingToken(guest),
      fieldValues: {
        routing_number: fc.constantFrom(
          '110000000',
          '110000001',
          '1100-00000',
          '１１００００００0',
          '9'.repeat(40),
        ),
        account_number: fc.constantFrom('000111111113', '000222222227', '12', '0'.repeat(18), '０００１２３'),
        account_holder_name: unicodeText,
        account_type: fc.constantFrom('checking', 'savings', 'brokerage', ''),
      },
      // Only the last four digits are kept, never the whole number.
      successProblems: (body, after) =>
        missing(after, 'sandbox_bank_accounts', { id: body.payment_method_id }),
    },
    {
      name: 'POST /api/give/sandbox/wallet-payment-methods',
      url: '/api/give/sandbox/wallet-payment-methods',
      browser: visitor,
      sendCsrfToken: false,
      base: () => cardFor(guest),
      headers: givingToken(guest),
      // The test wallet's card is that token's, marked as the wallet's (docs/PRODUCT.md §23).
      successProblems: (body, after) =>
        missing(after, 'sandbox_payment_methods', { id: body.payment_method_id, wallet: 'test_wallet' }),
    },
    {
      name: 'POST /api/give/account-invitation',
      url: '/api/give/account-invitation',
      browser: visitor,
      sendCsrfToken: false,
      base: () => cardFor(guest),
      headers: givingToken(guest),
    },
    {
      name: 'POST /api/give',
      url: '/api/give',
      browser: visitor,
      sendCsrfToken: false,
      base: () => ({
        ...cardFor(member),
        donor_prefixed_id: member.donorPrefixedId,
        payment_method_id: member.cardId,
        amount: 5000,
        fund_prefixed_id: fixtures.fundPrefixedIds[0],
        frequency: 'one_time',
        is_fee_covered: false,
        memo: 'In memory of Grandma',
      }),
      headers: () => ({ 'idempotency-key': generateIdentifier(), 'x-giving-token': member.token }),
      fieldValues: {
        amount: hostileCents,
        fund_prefixed_id: fc.constantFrom(...fixtures.fundPrefixedIds),
        frequency: fc.constantFrom('one_time', ...FREQUENCY_VALUES, 'annually', 'ONE_TIME'),
        start_date: dateValues(fixtures.today),
        is_fee_covered: fc.constantFrom(true, 'true', 1, 0),
        memo: fc.oneof(unicodeText, hostileString),
      },
      successProblems: (body, after) => {
        const contribution = body.contribution as { prefixed_id?: unknown; amount?: unknown } | null;
        const recurring = body.recurring_giving as { prefixed_id?: unknown } | null;
        return [
          ...(contribution
            ? missing(after, 'contributions', {
                prefixedId: contribution.prefixed_id,
                chargedAmount: contribution.amount,
              })
            : []),
          ...(recurring ? missing(after, 'recurring_givings', { prefixedId: recurring.prefixed_id }) : []),
          ...(contribution || recurring ? [] : ['a 201 with neither a contribution nor a recurring gift']),
        ];
      },
    },
    {
      name: 'POST /broadcasting/auth',
      url: '/broadcasting/auth',
      browser: demo,
      sendCsrfToken: true,
      base: () => ({ socket_id: '1234.5678', channel_name: `private-donor.${fixtures.demoUserPrefixedId}` }),
      headers: () => ({}),
    },
    {
      name: 'POST /api/kiosk/customer',
      url: '/api/kiosk/customer',
      browser: fixtures.kiosk,
      sendCsrfToken: true,
      base: () => ({ organization_prefixed_id: organizationPrefixedId, email: freshEmail('kiosk') }),
      headers: () => ({}),
      fieldValues: { email: hostileString },
      successProblems: (body, after) => userWritten(after, body.donor_prefixed_id),
    },
    ...(['/api/give/pledge-code', '/api/give/pledge-code/verify'] as const).map((url): RestRoute => ({
      name: `POST ${url}`,
      url,
      browser: visitor,
      sendCsrfToken: false,
      base: () => ({
        organization_prefixed_id: organizationPrefixedId,
        campaign: HOSTILE_PLEDGE_CAMPAIGN_SLUG,
        amount: 5_000,
        // A wrong code counts against a live one (a write on a refusal): the verification goes to
        // an address without a record, whose refusal writes nothing.
        ...(url.endsWith('/verify')
          ? { email: freshEmail('pledge-verify'), code: '123456' }
          : { email: DEMO_DONOR.email }),
      }),
      headers: () => ({}),
      fieldValues: { email: hostileString, amount: hostileCents, campaign: hostileString },
    })),
  ];
}

/** Routes that take no body: hostile JSON must not turn their answer into a 5xx. */
export function bodylessRoutes(fixtures: RestFixtures): RestRoute[] {
  return ['/email/verification-notification', '/logout'].map((url) => ({
    name: `POST ${url}`,
    url,
    browser: fixtures.visitor,
    sendCsrfToken: true,
    base: () => ({}),
    headers: () => ({}),
  }));
}
