// A local HTTP double of the Stripe API endpoints the API's StripeProcessor calls (there is no
// network in CI), for the API tests and the browser tests alike. It answers like Stripe does where our
// code depends on it: form-encoded bodies, objects scoped to the `Stripe-Account` they were made on,
// a repeated Idempotency-Key replaying the first answer (and refusing different parameters), HTTP 402
// card errors for Stripe's declining test payment methods, and injected 5xx failures. Every request
// is recorded for the tests to assert on. Stripe's own side of a test (Stripe.js confirming a
// SetupIntent, the bank's 3-D Secure page, the church finishing its onboarding) is a method here.
import http from 'node:http';
import { stripeFee } from '@halo/domain';
import type { AddressInfo } from 'node:net';
import { finishOnboarding, routeAccounts } from './accounts';
import { recordTransaction, routeBalanceTransactions, type BalanceMovement } from './balanceTransactions';
import { linkBankAccount, settleBankIntent, verifyMicrodeposits, type BankAccountLink } from './bankDebits';
import {
  bankSetupSucceededEvent,
  expireSetupMicrodeposits,
  linkBankAccountForSetup,
  routeBankSetupIntents,
  verifySetupMicrodeposits,
} from './bankSetups';
import { addPaymentMethod, routeCustomers, type CardUpdates } from './customers';
import { completeNextAction, routePaymentIntents } from './paymentIntents';
import { routePaymentMethodDomains, type ApplePayRefusals } from './paymentMethodDomains';
import {
  failPayout,
  markPayoutPaid,
  payOut,
  routePayouts,
  type PayoutLedger,
  type PayoutOptions,
} from './payouts';
import { failRefund, refundCharge, routeRefunds } from './refunds';
import {
  confirmStoredSetupIntent,
  routeSetupIntents,
  setupIntentWithSecret,
  type SetupConfirmation,
} from './setupIntents';
import { StripeObjects } from './stripeObjects';
import {
  addCustomer,
  addSubscription,
  routeSubscriptions,
  type OldCustomer,
  type OldSubscription,
} from './subscriptions';
import { stripeEvent, type StripeEvent } from './stripeEvents';
import { newId, type Answer, type RecordedRequest, type StripeObject } from './stripeRequests';
import type { Card } from './testCards';

export type { RecordedRequest } from './stripeRequests';
export type { BankAccountLink } from './bankDebits';
export type { Card } from './testCards';
export type { OldCustomer, OldSubscription, OldSubscriptionItem } from './subscriptions';

const ROUTES = [
  routeCustomers,
  routeSetupIntents,
  routeBankSetupIntents,
  routePaymentIntents,
  routeRefunds,
  routeBalanceTransactions,
  routeAccounts,
  routeSubscriptions,
];

export class StripeDouble {
  readonly requests: RecordedRequest[] = [];
  private readonly server = http.createServer((request, response) => this.serve(request, response));
  private readonly objects = new StripeObjects();
  private readonly idempotent = new Map<string, { params: string; answer: Answer }>();
  private readonly failures: Array<{ status: number }> = [];
  private readonly cardUpdates: CardUpdates = { refused: [], accepted: [] };
  private readonly applePayRefusals: ApplePayRefusals = new Map();
  private readonly payouts: PayoutLedger = new Map();
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /** The settings that point the SDK here (`new Stripe(key, { ...double.api })`). */
  get api() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  /** The API's environment pointing its Stripe SDK here, for a server started as a process. */
  env(secretKey: string, publishableKey: string): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
    };
  }

  /** Requests whose path matches, e.g. requestsTo('POST', '/v1/payment_intents'). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** PaymentIntents actually created (replays excluded): what Stripe would have charged. */
  get paymentIntentsCreated(): StripeObject[] {
    return this.objects.all('payment_intent').map((stored) => stored.body);
  }

  /** Balance transactions recorded, oldest first: each charge's and refund's money and Stripe's fee. */
  get balanceTransactions(): StripeObject[] {
    return this.objects.all('balance_transaction').map((stored) => stored.body);
  }

  /**
   * Card charges from now on cost `fee(amount)` on their balance transactions instead of Stripe's list
   * price (a negotiated rate, or a platform's application fee on a connected account); null goes back
   * to the list price.
   */
  priceCardCharges(fee: ((amountCents: number) => number) | null): void {
    this.objects.cardFeeOf = fee ?? ((amountCents) => stripeFee('card', amountCents));
  }

  /**
   * Stripe's side of a fee other than its list price (a negotiated rate, an application fee on a
   * connected account): the charge's balance transaction says `fee` from now on.
   */
  setChargeFee(chargeId: string, fee: number): void {
    const charge = this.objects.locate(chargeId, 'charge');
    const transactionId = charge?.body.balance_transaction;
    const transaction =
      typeof transactionId === 'string' ? this.objects.locate(transactionId, 'balance_transaction') : null;
    if (!transaction) throw new Error(`no balance transaction for charge ${chargeId}`);
    const body = transaction.body;
    body.fee = fee;
    body.net = (body.amount as number) - fee;
    body.fee_details = [
      {
        amount: fee,
        application: null,
        currency: body.currency,
        description: 'Stripe processing fees',
        type: 'stripe_fee',
      },
    ];
  }

  /** PaymentMethod updates Stripe accepted, in order: the id and the form parameters sent. */
  get paymentMethodUpdates(): CardUpdates['accepted'] {
    return this.cardUpdates.accepted;
  }

  /** The next `count` requests answer `status` with a Stripe api_error (and are not remembered). */
  failNext(count: number, status = 500): void {
    for (let i = 0; i < count; i += 1) this.failures.push({ status });
  }

  /**
   * The next PaymentMethod update answers a 402 card error with this code, as Stripe does for an
   * expiry its card networks refuse (`invalid_expiry_year`, `invalid_expiry_month`).
   */
  refuseNextCardUpdate(code = 'invalid_expiry_year'): void {
    this.cardUpdates.refused.push(code);
  }

  /** A card payment method, attached to `customer` when given, as Elements + a SetupIntent leave it. */
  addPaymentMethod(input: {
    customer: string | null;
    account?: string | null;
    card?: Partial<Card>;
    id?: string;
  }) {
    return addPaymentMethod(this.objects, input);
  }

  /** A customer a church's previous platform made on its connected account (docs/PRODUCT.md §17). */
  addCustomer(customer: OldCustomer): string {
    return addCustomer(this.objects, customer);
  }

  /** An active subscription a church's previous platform made on its connected account. */
  addSubscription(subscription: OldSubscription): string {
    return addSubscription(this.objects, subscription);
  }

  /** The subscription as Stripe holds it now (its `pause_collection`, `status`), or null. */
  subscription(id: string): StripeObject | null {
    return this.objects.locate(id, 'subscription')?.body ?? null;
  }

  /**
   * What Stripe does when Stripe.js confirms the SetupIntent `setupIntentId` with a new card: a card
   * payment method on the intent's account, attached to its customer, and the intent `succeeded`
   * with it. With `paymentMethod`, the intent is confirmed with that existing card instead (nothing
   * new is attached). Returns the payment method's id.
   */
  confirmSetupIntent(setupIntentId: string, options: SetupConfirmation = {}): string {
    const intent = this.objects.locate(setupIntentId, 'setup_intent');
    if (!intent) throw new Error(`no SetupIntent ${setupIntentId}`);
    return confirmStoredSetupIntent(this.objects, intent, options);
  }

  /**
   * The same, as the browser sees it: Stripe.js confirms by the client secret the API handed the page,
   * with a new card payment method (`id` as Stripe.js's test `pm_card_visa`, else a new one; `card`
   * the card typed, the test Visa otherwise). Null for a client secret Stripe never issued.
   */
  confirmSetup(
    clientSecret: string,
    confirmation: { id?: string; card?: Partial<Card> },
  ): { account: string | null; paymentMethod: string } | null {
    const intent = setupIntentWithSecret(this.objects, clientSecret);
    if (!intent) return null;
    const { id, card } = confirmation;
    return {
      account: intent.account,
      paymentMethod: confirmStoredSetupIntent(this.objects, intent, { id, card }),
    };
  }

  /**
   * What Stripe.js's collectBankAccountForPayment does for the PaymentIntent of `clientSecret`: links
   * Financial Connections' test bank account (verified at once), or, with `manualAccountNumber`, the
   * numbers the donor typed (to verify by micro-deposits), and the intent `requires_confirmation`; with
   * `canceled`, the donor closed the dialog. Null for a client secret Stripe never issued.
   */
  collectBankAccount(
    clientSecret: string,
    link: BankAccountLink = {},
  ): { account: string | null; intent: StripeObject } | null {
    return linkBankAccount(this.objects, clientSecret, link);
  }

  /**
   * The donor enters the micro-deposits on Stripe's hosted page (Stripe's test amounts are 32 and 45
   * cents, its test descriptor code SM11AA): the event Stripe sends (payment_intent.processing, or
   * payment_intent.payment_failed after the third wrong try), or null for a wrong try.
   */
  verifyMicrodeposits(
    paymentIntentId: string,
    entry: { amounts?: [number, number]; descriptorCode?: string },
  ): StripeEvent | null {
    return verifyMicrodeposits(this.objects, paymentIntentId, entry);
  }

  /**
   * What Stripe.js's collectBankAccountForSetup does for the bank SetupIntent of `clientSecret`: as
   * collectBankAccount, the account linked (Financial Connections' test bank, or `manualAccountNumber`
   * to verify by micro-deposits) and the intent `requires_confirmation`. Null for a secret never issued.
   */
  collectBankAccountForSetup(
    clientSecret: string,
    link: BankAccountLink = {},
  ): { account: string | null; intent: StripeObject } | null {
    return linkBankAccountForSetup(this.objects, clientSecret, link);
  }

  /**
   * The donor enters the micro-deposits for a bank SetupIntent on Stripe's hosted page (32 and 45
   * cents, or SM11AA): setup_intent.succeeded, setup_intent.setup_failed after the third wrong try, or
   * null for a wrong try.
   */
  verifySetupMicrodeposits(
    setupIntentId: string,
    entry: { amounts?: [number, number]; descriptorCode?: string },
  ): StripeEvent | null {
    return verifySetupMicrodeposits(this.objects, setupIntentId, entry);
  }

  /**
   * Ten days pass without the micro-deposits of a bank SetupIntent verified: Stripe gives the account
   * up and sends setup_intent.setup_failed (`payment_method_microdeposit_verification_timeout`).
   */
  expireSetupMicrodeposits(setupIntentId: string): StripeEvent {
    return expireSetupMicrodeposits(this.objects, setupIntentId);
  }

  /** The PaymentIntent whose charge `chargeId` is (a bank debit's `py_…`), on whichever account. */
  paymentIntentOfCharge(chargeId: string): string | null {
    const charge = this.objects.locate(chargeId, 'charge')?.body;
    return typeof charge?.payment_intent === 'string' ? charge.payment_intent : null;
  }

  /** The setup_intent.succeeded Stripe sends once a bank SetupIntent is verified. */
  bankSetupSucceeded(setupIntentId: string): StripeEvent {
    return bankSetupSucceededEvent(this.objects, setupIntentId);
  }

  /**
   * A processing bank debit settles as its test account number says (or as `outcome`, an ACH return's
   * code or `succeeded`, says): the payment_intent.succeeded or payment_intent.payment_failed Stripe sends.
   */
  settleBankDebit(paymentIntentId: string, outcome?: string): StripeEvent {
    return settleBankIntent(this.objects, paymentIntentId, outcome);
  }

  /** The payment method domains registered (docs.stripe.com/api/payment_method_domains), oldest first. */
  get paymentMethodDomains(): StripeObject[] {
    return this.objects.all('payment_method_domain').map((stored) => stored.body);
  }

  /**
   * Stripe answers Apple Pay `inactive` on `domainName` with this reason, as it does for a domain that
   * does not serve Apple's verification file.
   */
  refuseApplePay(domainName: string, message: string): void {
    this.applePayRefusals.set(domainName, message);
  }

  /** The church fixed `domainName` (it serves Apple's file now): validating it again makes Apple Pay active. */
  acceptApplePay(domainName: string): void {
    this.applePayRefusals.delete(domainName);
  }

  /**
   * Money that moved on `account`'s balance outside our API calls: a charge another platform made, a
   * transfer, a dispute's withdrawal (`adjustment` of `dp_…`). Returns the balance transaction's id.
   */
  addBalanceTransaction(account: string, movement: Omit<BalanceMovement, 'currency'>): string {
    return recordTransaction(this.objects, account, { currency: 'usd', ...movement });
  }

  /**
   * A card charge of `amount` cents on `account` made outside our API calls (a test's gift written
   * as it is), with its balance transaction at Stripe's card price unless `fee` says.
   */
  addCharge(account: string, charge: { id: string; amount: number; fee?: number }): StripeObject {
    const body = this.objects.put(account, {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: 0,
      currency: 'usd',
      paid: true,
      payment_intent: null,
      refunded: false,
      status: 'succeeded',
    });
    body.balance_transaction = recordTransaction(this.objects, account, {
      amount: charge.amount,
      fee: charge.fee ?? this.objects.cardFeeOf(charge.amount),
      currency: 'usd',
      source: charge.id,
      type: 'charge',
    });
    return body;
  }

  /**
   * The church refunds `amount` cents of the charge `chargeId` in its Stripe Dashboard: the refund
   * and its balance transaction, and the events Stripe sends for it, to deliver in any order.
   */
  refundInDashboard(
    account: string,
    chargeId: string,
    amount: number,
    options: { status?: 'succeeded' | 'pending' } = {},
  ): { refund: StripeObject; refundCreated: StripeEvent; chargeRefunded: StripeEvent } {
    const charge = this.objects.find(chargeId, account, 'charge');
    if (!charge) throw new Error(`no charge ${chargeId} on ${account}`);
    const refund = refundCharge(this.objects, account, charge, amount, options);
    return {
      refund,
      refundCreated: stripeEvent('refund.created', { ...refund }, { account }),
      chargeRefunded: stripeEvent('charge.refunded', { ...charge }, { account }),
    };
  }

  /**
   * A pending refund `refundId` of `account` fails (or is canceled): its money back on the balance
   * (`refund_failure`), and the events Stripe sends for it, to deliver in any order.
   */
  failRefund(
    account: string,
    refundId: string,
    status: 'failed' | 'canceled' = 'failed',
  ): {
    refund: StripeObject;
    refundUpdated: StripeEvent;
    chargeRefundUpdated: StripeEvent;
    refundFailed: StripeEvent;
  } {
    const stored = this.objects.find(refundId, account, 'refund');
    if (!stored) throw new Error(`no refund ${refundId} on ${account}`);
    const refund = failRefund(this.objects, account, stored, status);
    return {
      refund,
      refundUpdated: stripeEvent('refund.updated', { ...refund }, { account }),
      chargeRefundUpdated: stripeEvent('charge.refund.updated', { ...refund }, { account }),
      refundFailed: stripeEvent('refund.failed', { ...refund }, { account }),
    };
  }

  /**
   * Stripe's automatic payout of `account`: every balance transaction no payout took yet, on its way
   * to the bank (`in_transit`). Returns the payout.
   */
  payOut(account: string, options: PayoutOptions = {}): StripeObject {
    return payOut(this.objects, this.payouts, account, options);
  }

  /** The bank took the payout: it is `paid`, and Stripe sends payout.paid (returned, to deliver). */
  payoutPaid(payoutId: string): StripeEvent {
    return this.payoutEvent('payout.paid', markPayoutPaid(this.objects, payoutId));
  }

  /**
   * The bank refused the payout (`account_closed` unless said): it is `failed`, its money back on the
   * balance, and Stripe sends payout.failed (returned, to deliver).
   */
  payoutFailed(payoutId: string, code = 'account_closed'): StripeEvent {
    const payout = failPayout(this.objects, payoutId, {
      code,
      message: 'The bank account has been closed.',
    });
    return this.payoutEvent('payout.failed', payout);
  }

  private payoutEvent(type: string, payout: StripeObject): StripeEvent {
    const stored = this.objects.locate(payout.id as string, 'payout');
    return stripeEvent(type, { ...payout }, stored?.account ? { account: stored.account } : {});
  }

  /** What Stripe does when the church finishes its onboarding: the account may take charges. */
  finishOnboarding(accountId: string): void {
    finishOnboarding(this.objects, accountId);
  }

  /**
   * What Stripe does when Stripe.js's `handleNextAction` runs the bank's 3-D Secure page for a
   * PaymentIntent in `requires_action`: passed, it succeeds with a new charge; failed, it goes back to
   * `requires_payment_method` with Stripe's authentication error.
   */
  completeNextAction(paymentIntentId: string, passed: boolean): void {
    completeNextAction(this.objects, paymentIntentId, passed);
  }

  private serve(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const raw = request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        params: Object.fromEntries(new URLSearchParams(raw)),
        idempotencyKey: header('idempotency-key'),
        stripeAccount: header('stripe-account'),
        authorization: header('authorization'),
        replayed: false,
      };
      this.requests.push(recorded);
      const answer = this.answer(recorded, raw);
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...(recorded.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(answer.body));
    });
  }

  private answer(request: RecordedRequest, raw: string): Answer {
    const failure = this.failures.shift();
    if (failure) {
      return {
        status: failure.status,
        body: { error: { type: 'api_error', message: 'Something went wrong.' } },
      };
    }
    if (!request.authorization?.startsWith('Bearer sk_test_')) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      };
    }
    // Stripe keys idempotency per account, replays the first answer (even an error), and refuses the
    // same key with different parameters (https://docs.stripe.com/api/idempotent_requests).
    const slot =
      request.idempotencyKey && request.method === 'POST'
        ? `${request.stripeAccount}|${request.idempotencyKey}`
        : null;
    const earlier = slot ? this.idempotent.get(slot) : undefined;
    if (earlier) {
      if (earlier.params !== raw) {
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          },
        };
      }
      request.replayed = true;
      return earlier.answer;
    }
    const answer = this.route(request);
    if (slot) this.idempotent.set(slot, { params: raw, answer });
    return answer;
  }

  private route(request: RecordedRequest): Answer {
    for (const route of ROUTES) {
      const answer = route(request, this.objects, this.cardUpdates);
      if (answer) return answer;
    }
    const domains = routePaymentMethodDomains(request, this.objects, this.applePayRefusals);
    if (domains) return domains;
    const payouts = routePayouts(request, this.objects, this.payouts);
    if (payouts) return payouts;
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.path}).`,
        },
      },
    };
  }
}
