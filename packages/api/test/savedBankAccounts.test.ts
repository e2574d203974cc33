// Saved bank accounts (docs/PRODUCT.md §22 "Saved bank accounts", "Recurring gifts from a bank
// account", "Returned after success"), against the real app on PGlite or PostgreSQL: a signed-in donor
// saves the account of a bank gift with the saved account's authorization; the portal lists it as a
// bank account, changes only its nickname and primary and deletes it; a recurring gift switched to
// it is debited by the recurring engine, processing until the settlement pass settles it (receipt)
// or fails it (the gift pauses like a declined card's); Stripe's dispute account succeeds and is
// returned, recorded as a lost dispute that a deposit takes back and no total counts. Each way in
// that must be refused is refused.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BANK_MANDATE_VERSION,
  bankSettlementDate,
  calendarDateInTimeZone,
  generateIdentifier,
  giftChargeByMethod,
  SAVED_BANK_MANDATE_VERSION,
} from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import {
  activityEvents,
  contributionDisputes,
  contributions,
  depositDisputes,
  donorGiftTotals,
  paymentMethods,
  recurringCharges,
  recurringGivings,
  sandboxBankAccounts,
  users,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { registerDonorWithGiving } from './portalFixtures';

jest.setTimeout(90_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-saved-bank-'));
// A Thursday afternoon in Chicago: a debit started today settles the Wednesday after.
let now = new Date('2027-03-04T18:00:00Z');
let testApp: TestApp;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;
let client: GivingClient;
let signedIn: Donor;
let demoUserId: number;
const today = () => calendarDateInTimeZone('America/Chicago', now);

const LIST = /* GraphQL */ `
  query Methods($org: ID!) {
    donorPaymentMethods(organizationPrefixedId: $org) {
      processorId
      methodType
      nickname
      primary
      brand
      lastFour
      expiration
      recurringGivingsCount
    }
  }
`;
const UPDATE_BANK = /* GraphQL */ `
  mutation UpdateBank($input: UpdateBankAccountInput!) {
    updateBankAccount(input: $input) {
      processorId
      methodType
      nickname
      primary
      expiration
    }
  }
`;
const UPDATE_CARD = /* GraphQL */ `
  mutation UpdateCard($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      processorId
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($org: ID!, $id: ID!) {
    deletePaymentMethod(organizationPrefixedId: $org, processorId: $id)
  }
`;
const RECURRING = /* GraphQL */ `
  query Recurring($org: ID!) {
    donorRecurringGivings(organizationPrefixedId: $org) {
      items {
        prefixedId
        status
        lastChargeAttemptFailed
        schedule {
          type
        }
        fundAccounts {
          prefixedId
          pivot {
            amount
          }
        }
        paymentMethod {
          processorId
          methodType
          type
          lastFour
          expiration
        }
      }
    }
  }
`;
const UPDATE_RECURRING = /* GraphQL */ `
  mutation UpdateRecurring(
    $id: ID!
    $org: ID!
    $pm: ID!
    $last4: String!
    $exp: String!
    $type: Frequency!
    $amounts: [FundAmountInput!]!
  ) {
    updateRecurringGiving(
      prefixedId: $id
      organizationPrefixedId: $org
      stripePaymentMethodId: $pm
      stripeCardLastFour: $last4
      stripeCardExpiration: $exp
      type: $type
      amountsByFundAccount: $amounts
    ) {
      prefixedId
      computedAmount
      computedFee
      isFeeCovered
      paymentMethod {
        processorId
        methodType
        lastFour
        expiration
      }
    }
  }
`;

beforeAll(async () => {
  testApp = await startTestApp({
    clock: () => now,
    config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  demo = await organizationOf(testApp);
  generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
  await signIn();
});

/**
 * The demo donor signed in on a browser of their own, with the signed-in giving form's token; again
 * after the clock has moved days on, past the session and the token.
 */
async function signIn() {
  client = new GivingClient(testApp, 'demo.localhost');
  const login = await client.browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
  expect([200, 204]).toContain(login.statusCode);
  const [user] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  demoUserId = user!.id;
  signedIn = await client.signedInCustomer(demo.prefixedId, user!.prefixedId);
}
afterAll(() => testApp?.close());

function mailTo(email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

async function addBankAccount(giving: GivingClient, donor: Donor, accountNumber = '000123456789') {
  const added = await giving.post(
    '/api/give/sandbox/bank-accounts',
    {
      organization_prefixed_id: donor.organizationPrefixedId,
      stripe_customer_id: donor.customerId,
      routing_number: '110000000',
      account_number: accountNumber,
      account_holder_name: 'Jordan Rivera',
      account_type: 'checking',
    },
    { 'x-giving-token': donor.token },
  );
  expect(added.statusCode).toBe(200);
  return added.json().payment_method_id as string;
}

function giveAndSave(
  giving: GivingClient,
  donor: Donor,
  paymentMethodId: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return giving.give(
    donor,
    {
      payment_method_id: paymentMethodId,
      payment_method_type: 'bank',
      bank_mandate_accepted: true,
      bank_mandate_version: SAVED_BANK_MANDATE_VERSION,
      save_bank_account: true,
      amount: 5000,
      fund_prefixed_id: generalFund,
      ...body,
    },
    headers,
  );
}

/** Saves a bank account for the demo donor through a $50 bank gift; its processor id. */
async function savedAccount(accountNumber = '000123456789'): Promise<string> {
  const id = await addBankAccount(client, signedIn, accountNumber);
  const gift = await giveAndSave(client, signedIn, id);
  expect(gift.statusCode).toBe(201);
  return id;
}

const methodsOf = async (browser: TestBrowser = client.browser) =>
  (await browser.graphql(LIST, { org: demo.prefixedId })).json().data.donorPaymentMethods as {
    processorId: string;
    methodType: string;
    primary: boolean;
  }[];

async function recurringGifts() {
  const response = await client.browser.graphql(RECURRING, { org: demo.prefixedId });
  return response.json().data.donorRecurringGivings.items as {
    prefixedId: string;
    status: string;
    lastChargeAttemptFailed: boolean;
    schedule: { type: string };
    fundAccounts: { prefixedId: string; pivot: { amount: number } }[];
    paymentMethod: { processorId: string; methodType: string; lastFour: string } | null;
  }[];
}

/** Switches the demo donor's first active recurring gift to the account; the gift's prefixed id. */
async function switchRecurringGiftTo(processorId: string, lastFour = '6789'): Promise<string> {
  const gift = (await recurringGifts()).find((item) => item.status === 'active')!;
  const switched = await client.browser.graphql(UPDATE_RECURRING, {
    id: gift.prefixedId,
    org: demo.prefixedId,
    pm: processorId,
    last4: lastFour,
    exp: '',
    type: gift.schedule.type,
    amounts: gift.fundAccounts.map((fund) => ({
      fundAccountPrefixedId: fund.prefixedId,
      amount: fund.pivot.amount,
    })),
  });
  expect(switched.json().errors).toBeUndefined();
  const updated = switched.json().data.updateRecurringGiving;
  expect(updated.paymentMethod).toEqual({ processorId, methodType: 'bank', lastFour, expiration: null });
  // Each occurrence is shown at the bank's price, as the engine debits it.
  const total = gift.fundAccounts.reduce((sum, fund) => sum + fund.pivot.amount, 0);
  const bank = giftChargeByMethod('bank', total, updated.isFeeCovered, { percentBps: 290, fixedCents: 30 });
  expect([updated.computedAmount, updated.computedFee]).toEqual([bank.chargedCents, bank.feeCents]);
  return gift.prefixedId;
}

/** Makes the gift due today and runs the recurring engine; the occurrence's contribution. */
async function chargeRecurringGift(prefixedId: string) {
  await testApp.app.db
    .update(recurringGivings)
    .set({ nextOccurrence: today(), status: 'active' })
    .where(eq(recurringGivings.prefixedId, prefixedId));
  await testApp.app.recurringWorker.runOnce();
  const [gift] = await testApp.app.db
    .select()
    .from(recurringGivings)
    .where(eq(recurringGivings.prefixedId, prefixedId));
  const [row] = await testApp.app.db
    .select()
    .from(contributions)
    .where(and(eq(contributions.recurringGivingId, gift!.id), eq(contributions.occurrenceDate, today())));
  return { gift: gift!, contribution: row! };
}

describe('saving a bank account while giving', () => {
  it('keeps the account with the authorization the donor accepted, once per Idempotency-Key, and lists it as a bank account', async () => {
    const id = await addBankAccount(client, signedIn);
    const key = generateIdentifier();
    const first = await giveAndSave(client, signedIn, id, {}, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(first.json().contribution.status).toBe('processing');
    const again = await giveAndSave(client, signedIn, id, {}, { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());

    const rows = await testApp.app.db.select().from(paymentMethods).where(eq(paymentMethods.processorId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      methodType: 'bank',
      brand: 'STRIPE TEST BANK',
      lastFour: '6789',
      expMonth: null,
      expYear: null,
      bankAccountType: 'checking',
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
      bankMandateIp: expect.any(String),
    });
    expect(rows[0]!.bankMandateText).toContain('Grace Community Church');
    expect(rows[0]!.bankMandateText).toContain('recurring gifts included');
    expect(rows[0]!.bankMandateAcceptedAt).toEqual(now);
    const [gift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, first.json().contribution.prefixed_id));
    expect(gift).toMatchObject({
      paymentMethodId: rows[0]!.id,
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
    });

    const listed = await methodsOf();
    expect(listed).toContainEqual({
      processorId: id,
      methodType: 'bank',
      nickname: null,
      // The demo donor's card stays primary.
      primary: false,
      brand: 'STRIPE TEST BANK',
      lastFour: '6789',
      expiration: null,
      recurringGivingsCount: 0,
    });
    expect(listed.filter((method) => method.methodType === 'card')).toHaveLength(1);
  });

  it('needs the saved account’s words, and a signed-in donor', async () => {
    const id = await addBankAccount(client, signedIn);
    const oneTimeWords = await giveAndSave(client, signedIn, id, {
      bank_mandate_version: BANK_MANDATE_VERSION,
    });
    expect(oneTimeWords.statusCode).toBe(422);
    expect(oneTimeWords.json().errors.bank_mandate_accepted).toEqual([
      'The authorization you accepted has changed. Please read it again and tick the box.',
    ]);

    const guestClient = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'es' });
    const guest = await guestClient.customer(demo.prefixedId, `guest-${Date.now()}@example.com`);
    const guestAccount = await addBankAccount(guestClient, guest);
    const refused = await giveAndSave(guestClient, guest, guestAccount);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.save_bank_account).toEqual([
      'Inicie sesión para guardar una cuenta bancaria para donaciones futuras.',
    ]);
    const saved = await testApp.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.processorId, guestAccount));
    expect(saved).toEqual([]);
  });
});

describe('a saved bank account in Payment methods', () => {
  it('changes only its nickname and primary; a card’s update does not reach it, nor it a card', async () => {
    const id = await savedAccount();
    const updated = await client.browser.graphql(UPDATE_BANK, {
      input: {
        organizationPrefixedId: demo.prefixedId,
        processorId: id,
        nickname: ' Household ',
        primary: true,
      },
    });
    expect(updated.json().data.updateBankAccount).toEqual({
      processorId: id,
      methodType: 'bank',
      nickname: 'Household',
      primary: true,
      expiration: null,
    });
    const primaries = (await methodsOf()).filter((method) => method.primary);
    expect(primaries).toEqual([expect.objectContaining({ processorId: id })]);

    const tooLong = await client.browser.graphql(UPDATE_BANK, {
      input: { organizationPrefixedId: demo.prefixedId, processorId: id, nickname: 'x'.repeat(256) },
    });
    expect(tooLong.json().errors[0].extensions.validation.nickname).toBeDefined();

    const asCard = await client.browser.graphql(UPDATE_CARD, {
      input: {
        organizationPrefixedId: demo.prefixedId,
        processorId: id,
        cardholderName: 'Jordan',
        expDate: '12/2031',
      },
    });
    expect(asCard.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const card = (await methodsOf()).find((method) => method.methodType === 'card')!;
    const cardAsBank = await client.browser.graphql(UPDATE_BANK, {
      input: { organizationPrefixedId: demo.prefixedId, processorId: card.processorId, nickname: 'No' },
    });
    expect(cardAsBank.json().errors[0].extensions.code).toBe('NOT_FOUND');
    // The card becomes primary again, for the tests after this one.
    await testApp.app.db
      .update(paymentMethods)
      .set({ isPrimary: false })
      .where(eq(paymentMethods.processorId, id));
    await testApp.app.db
      .update(paymentMethods)
      .set({ isPrimary: true })
      .where(eq(paymentMethods.processorId, card.processorId));
  });

  it('is refused to another donor, another church’s donor, a guest and a request without the CSRF token', async () => {
    const id = await savedAccount();
    const input = { organizationPrefixedId: demo.prefixedId, processorId: id, nickname: 'Mine now' };

    const other = await registerDonorWithGiving(testApp, 'demo', `other-${Date.now()}@example.com`);
    const byOther = await other.browser.graphql(UPDATE_BANK, { input });
    expect(byOther.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const otherDelete = await other.browser.graphql(DELETE, { org: demo.prefixedId, id });
    expect(otherDelete.json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await methodsOf(other.browser)).map((method) => method.processorId)).not.toContain(id);

    const elsewhere = await registerDonorWithGiving(testApp, 'hope', `hope-${Date.now()}@example.com`);
    const otherChurch = await elsewhere.browser.graphql(UPDATE_BANK, { input });
    expect(otherChurch.statusCode === 403 || otherChurch.json().errors?.length > 0).toBe(true);

    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    const byGuest = await guest.graphql(UPDATE_BANK, { input });
    expect(byGuest.statusCode).toBe(401);

    const noCsrf = await client.browser.request({
      method: 'POST',
      url: '/graphql',
      payload: { query: UPDATE_BANK, variables: { input } },
      sendCsrfToken: false,
    });
    expect(noCsrf.statusCode).toBe(419);

    const [row] = await testApp.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.processorId, id));
    expect(row!.nickname).toBeNull();
  });

  it('is deleted and detached from the sandbox customer when no recurring gift uses it', async () => {
    const id = await savedAccount();
    const deleted = await client.browser.graphql(DELETE, { org: demo.prefixedId, id });
    expect(deleted.json().data.deletePaymentMethod).toBe(true);
    expect((await methodsOf()).map((method) => method.processorId)).not.toContain(id);
    const [account] = await testApp.app.db
      .select()
      .from(sandboxBankAccounts)
      .where(eq(sandboxBankAccounts.id, id));
    expect(account!.customerId).toBeNull();
  });
});

describe('a recurring gift from a saved bank account', () => {
  it('is debited under the saved authorization, processing until it settles, then receipted once', async () => {
    now = new Date('2027-03-04T18:00:00Z');
    const id = await savedAccount();
    const giftId = await switchRecurringGiftTo(id);
    const { gift, contribution } = await chargeRecurringGift(giftId);
    expect(contribution).toMatchObject({
      status: 'processing',
      paymentMethodType: 'bank',
      settlesOn: bankSettlementDate(today()),
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
      cardLastFour: '6789',
    });
    // The schedule moves on as for a charged card; the debit is not counted until it settles.
    expect(gift.nextOccurrence! > today()).toBe(true);
    expect(gift.lastChargeAttemptFailed).toBe(false);
    const deleteInUse = await client.browser.graphql(DELETE, { org: demo.prefixedId, id });
    expect(deleteInUse.json().errors[0].extensions.code).toBe('PAYMENT_METHOD_IN_USE');

    now = new Date('2027-03-10T18:00:00Z');
    await testApp.app.bankSettlements.runOnce();
    await testApp.app.bankSettlements.runOnce();
    const [settled] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, contribution.id));
    expect(settled!.status).toBe('succeeded');
    await testApp.app.outbox.drain();
    const receipts = mailTo(DEMO_DONOR.email).filter((mail) => mail.includes(contribution.prefixedId));
    expect(receipts).toHaveLength(1);
  });

  it('that fails when it settles pauses the gift like a declined card and tells the donor, in the bank’s words', async () => {
    // A day of its own: the test before charged the same gift's occurrence of the 4th.
    now = new Date('2027-03-05T18:00:00Z');
    await signIn();
    const id = await savedAccount('000222222227');
    const giftId = await switchRecurringGiftTo(id, '2227');
    const { contribution } = await chargeRecurringGift(giftId);
    expect(contribution.status).toBe('processing');

    now = new Date('2027-03-11T18:00:00Z');
    const summary = await testApp.app.bankSettlements.runOnce();
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    const [failed] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, contribution.id));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    await signIn();
    const paused = (await recurringGifts()).find((item) => item.prefixedId === giftId)!;
    expect(paused).toMatchObject({ status: 'paused', lastChargeAttemptFailed: true });
    const [charge] = await testApp.app.db
      .select()
      .from(recurringCharges)
      .where(eq(recurringCharges.contributionId, contribution.id));
    expect(charge).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds', retryOn: null });
    const noted = await testApp.app.db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.donorUserId, demoUserId),
          eq(activityEvents.type, 'recurring_paused_bank_failed'),
        ),
      );
    expect(noted).toHaveLength(1);
    // The portal's Activity gives the bank's reason (Stripe's insufficient_funds return), never a card.
    const feed = async (locale: 'en' | 'es') =>
      (
        await testApp.app.reports.activity.recent(
          { organizationId: noted[0]!.organizationId, donorUserId: demoUserId, guestGiftsHidden: false },
          locale,
        )
      ).find((item) => item.type === 'recurring_paused_bank_failed')!.description;
    expect(await feed('en')).toMatch(
      /^Recurring gift of \$\S+ \(.+\) to .+ paused: the bank debit came back unpaid\. The account did not have enough money for the debit\. Choose another payment method and resume it$/,
    );
    expect(await feed('es')).toMatch(
      /pausada: el débito bancario fue devuelto sin pagar\. La cuenta no tenía fondos suficientes para el débito\. Elija otro método de pago y reanúdela$/,
    );
    expect(`${await feed('en')} ${await feed('es')}`).not.toMatch(/card|tarjeta/i);
    await testApp.app.outbox.drain();
    const notice = mailTo(DEMO_DONOR.email).find(
      (mail) => mail.includes(contribution.prefixedId) && mail.includes('could not be completed'),
    );
    expect(notice).toContain('/recurring-gifts');
  });
});

describe('a bank debit returned after it succeeded', () => {
  it('is a lost dispute that a deposit takes back, counted in no total, with no receipt', async () => {
    now = new Date('2027-03-04T18:00:00Z');
    await signIn();
    const id = await addBankAccount(client, signedIn, '000555555559');
    const given = await giveAndSave(client, signedIn, id, {
      save_bank_account: false,
      bank_mandate_version: BANK_MANDATE_VERSION,
    });
    expect(given.statusCode).toBe(201);
    const prefixedId = given.json().contribution.prefixed_id as string;
    const [totalsBefore] = await testApp.app.db
      .select()
      .from(donorGiftTotals)
      .where(and(eq(donorGiftTotals.donorUserId, demoUserId), eq(donorGiftTotals.kind, 'one_time')));

    now = new Date('2027-03-10T18:00:00Z');
    const summary = await testApp.app.bankSettlements.runOnce();
    expect(summary.returned).toBe(1);
    await testApp.app.bankSettlements.runOnce();
    const [gift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, prefixedId));
    expect(gift).toMatchObject({ status: 'succeeded', refundedAmount: gift!.chargedAmount });
    const disputes = await testApp.app.db
      .select()
      .from(contributionDisputes)
      .where(eq(contributionDisputes.contributionId, gift!.id));
    expect(disputes).toEqual([
      expect.objectContaining({
        status: 'lost',
        reason: 'debit_not_authorized',
        amount: gift!.chargedAmount,
        currency: 'USD',
        evidenceDueBy: null,
      }),
    ]);
    const [totalsAfter] = await testApp.app.db
      .select()
      .from(donorGiftTotals)
      .where(and(eq(donorGiftTotals.donorUserId, demoUserId), eq(donorGiftTotals.kind, 'one_time')));
    expect(totalsAfter?.succeededAmount).toBe(totalsBefore?.succeededAmount);
    await testApp.app.outbox.drain();
    expect(
      mailTo(DEMO_DONOR.email).filter((mail) => mail.includes(prefixedId) && mail.includes('Receipt number')),
    ).toEqual([]);

    now = new Date('2027-03-15T18:00:00Z');
    await testApp.app.sandboxPayouts.runOnce();
    const [line] = await testApp.app.db
      .select()
      .from(depositDisputes)
      .where(eq(depositDisputes.disputeId, disputes[0]!.id));
    expect(line).toMatchObject({ amount: gift!.chargedAmount, fee: 1500 });
  });
});
