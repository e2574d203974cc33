// A local HTTP double of the Stripe API endpoints StripeProcessor calls (there is no network in CI).
// It answers like Stripe does where our code depends on it: form-encoded bodies, objects scoped to
// the `Stripe-Account` they were made on, a repeated Idempotency-Key replaying the first answer
// (and refusing different parameters), HTTP 402 card errors for Stripe's declining test payment
// methods, and injected 5xx failures. Every request is recorded for the tests to assert on.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form body (POST) or query string (GET), flat as Stripe encodes it: `metadata[fund]`, `expand[0]`. */
  params: Record<string, string>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  authorization: string | null;
  /** true when the answer was replayed from an earlier request with the same idempotency key. */
  replayed: boolean;
}

interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

interface Stored {
  account: string | null;
  body: Record<string, unknown>;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Stripe's test payment methods (https://docs.stripe.com/testing#declined-payments) that attach but
 * fail when charged, with the error Stripe answers.
 */
const DECLINING_TEST_METHODS: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  pm_card_chargeDeclinedStolenCard: {
    code: 'card_declined',
    decline_code: 'stolen_card',
    message: 'Your card was declined.',
  },
  pm_card_authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

const TEST_VISA: Card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function missing(kind: string, id: string, param: string): Answer {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such ${kind}: '${id}'`,
      },
    },
  };
}

export class StripeDouble {
  readonly requests: RecordedRequest[] = [];
  private readonly server = http.createServer((request, response) => this.serve(request, response));
  private readonly objects = new Map<string, Stored>();
  private readonly idempotent = new Map<string, { params: string; answer: Answer }>();
  private failures: Array<{ status: number }> = [];
  private refusedCardUpdates: string[] = [];
  /** PaymentMethod updates Stripe accepted, in order: the id and the form parameters sent. */
  readonly paymentMethodUpdates: Array<{ id: string; params: Record<string, string> }> = [];
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

  /** The settings that point the SDK here. */
  get api() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
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
    this.refusedCardUpdates.push(code);
  }

  /** A card payment method, attached to `customer` when given, as Elements + a SetupIntent leave it. */
  addPaymentMethod(input: {
    customer: string | null;
    account?: string | null;
    card?: Partial<Card>;
    id?: string;
  }) {
    const id = input.id ?? newId('pm');
    this.objects.set(id, {
      account: input.account ?? null,
      body: {
        id,
        object: 'payment_method',
        type: 'card',
        created: nowSeconds(),
        customer: input.customer,
        card: { ...TEST_VISA, ...input.card },
      },
    });
    return id;
  }

  /**
   * What Stripe does when Stripe.js confirms the SetupIntent `setupIntentId` with a new card: a card
   * payment method on the intent's account, attached to its customer, and the intent `succeeded`
   * with it. With `paymentMethod`, the intent is confirmed with that existing card instead (nothing
   * new is attached). Returns the payment method's id.
   */
  confirmSetupIntent(setupIntentId: string, options: { card?: Partial<Card>; paymentMethod?: string } = {}) {
    const stored = this.objects.get(setupIntentId);
    if (stored?.body.object !== 'setup_intent') throw new Error(`no SetupIntent ${setupIntentId}`);
    const paymentMethod =
      options.paymentMethod ??
      this.addPaymentMethod({
        customer: stored.body.customer as string | null,
        account: stored.account,
        card: options.card,
      });
    stored.body.status = 'succeeded';
    stored.body.payment_method = paymentMethod;
    return paymentMethod;
  }

  /** What Stripe does when the church finishes its onboarding: the account may take charges. */
  finishOnboarding(accountId: string): void {
    const stored = this.objects.get(accountId);
    if (stored?.body.object !== 'account') throw new Error(`no account ${accountId}`);
    stored.body.charges_enabled = true;
    stored.body.details_submitted = true;
  }

  /**
   * What Stripe does when Stripe.js's `handleNextAction` runs the bank's 3-D Secure page for a
   * PaymentIntent in `requires_action`: passed, it succeeds with a new charge; failed, it goes back to
   * `requires_payment_method` with Stripe's authentication error.
   */
  completeNextAction(paymentIntentId: string, passed: boolean): void {
    const stored = this.objects.get(paymentIntentId);
    if (stored?.body.object !== 'payment_intent' || stored.body.status !== 'requires_action') {
      throw new Error(`no PaymentIntent ${paymentIntentId} waiting for an action`);
    }
    const intent = stored.body;
    intent.next_action = null;
    if (!passed) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
      return;
    }
    const card = (this.find(intent.payment_method as string, stored.account, 'payment_method')?.card ??
      TEST_VISA) as Card;
    const charge = this.store(stored.account, {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      status: 'succeeded',
      payment_method_details: { type: 'card', card: { ...card } },
    });
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
  }

  /** An intent as answered, its `latest_charge` expanded when asked (`expand[]=latest_charge`). */
  private expanded(intent: Record<string, unknown>, params: Record<string, string>, account: string | null) {
    if (!listOf(params, 'expand').includes('latest_charge') || typeof intent.latest_charge !== 'string') {
      return intent;
    }
    return { ...intent, latest_charge: this.find(intent.latest_charge, account, 'charge') };
  }

  /**
   * Confirming again on session (`off_session=false`, `use_stripe_sdk=true`) a PaymentIntent whose
   * off-session attempt needed authentication: Stripe asks for the next action (3-D Secure).
   */
  private confirmPaymentIntent(id: string, params: Record<string, string>, account: string | null): Answer {
    const intent = this.find(id, account, 'payment_intent');
    if (!intent) return missing('payment_intent', id, 'intent');
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent's status is ${intent.status as string}.`,
          },
        },
      };
    }
    if (params.payment_method) intent.payment_method = params.payment_method;
    intent.status = 'requires_action';
    intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    intent.last_payment_error = null;
    return { status: 200, body: intent };
  }

  /** Requests whose path matches, e.g. requestsTo('POST', '/v1/payment_intents'). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** PaymentIntents actually created (replays excluded): what Stripe would have charged. */
  get paymentIntentsCreated(): Array<Record<string, unknown>> {
    return [...this.objects.values()].filter((o) => o.body.object === 'payment_intent').map((o) => o.body);
  }

  private find(id: string, account: string | null, kind: string): Record<string, unknown> | null {
    const stored = this.objects.get(id);
    // An object made on one account does not exist for another (Connect), as on Stripe.
    if (!stored || stored.account !== account || stored.body.object !== kind) return null;
    return stored.body;
  }

  private store(account: string | null, body: Record<string, unknown>) {
    this.objects.set(body.id as string, { account, body });
    return body;
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
    if (slot) {
      const earlier = this.idempotent.get(slot);
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
    }
    const answer = this.route(request);
    if (slot) this.idempotent.set(slot, { params: raw, answer });
    return answer;
  }

  private route(request: RecordedRequest): Answer {
    const { method, path, params, stripeAccount: account } = request;
    const ok = (body: unknown): Answer => ({ status: 200, body });
    if (method === 'POST' && path === '/v1/customers') {
      return ok(
        this.store(account, {
          id: newId('cus'),
          object: 'customer',
          created: nowSeconds(),
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: metadataOf(params),
        }),
      );
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = params.customer;
      if (customer && !this.find(customer, account, 'customer'))
        return missing('customer', customer, 'customer');
      const id = newId('seti');
      return ok(
        this.store(account, {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          customer: customer ?? null,
          usage: params.usage ?? 'off_session',
          status: 'requires_payment_method',
          payment_method: null,
          allowed_payment_method_types: listOf(params, 'allowed_payment_method_types'),
          metadata: metadataOf(params),
          created: nowSeconds(),
        }),
      );
    }
    if (method === 'GET' && path === '/v1/setup_intents') {
      // Newest first, as Stripe lists; `customer` and `payment_method` filter.
      const matching = [...this.objects.values()]
        .filter(
          (o) =>
            o.account === account &&
            o.body.object === 'setup_intent' &&
            (!params.customer || o.body.customer === params.customer) &&
            (!params.payment_method || o.body.payment_method === params.payment_method),
        )
        .map((o) => o.body)
        .reverse();
      const limit = Number(params.limit ?? 10);
      return ok({
        object: 'list',
        url: '/v1/setup_intents',
        has_more: matching.length > limit,
        data: matching.slice(0, limit),
      });
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = [...this.objects.values()]
        .filter(
          (o) =>
            o.account === account &&
            o.body.object === 'payment_method' &&
            o.body.customer === params.customer &&
            (!params.type || o.body.type === params.type),
        )
        .map((o) => o.body)
        .slice(0, Number(params.limit ?? 10));
      return ok({ object: 'list', url: '/v1/payment_methods', has_more: false, data });
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detach) {
      const id = decodeURIComponent(detach[1] ?? '');
      const found = this.find(id, account, 'payment_method');
      if (!found) return missing('PaymentMethod', id, 'payment_method');
      found.customer = null;
      return ok(found);
    }
    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMethod) {
      const id = decodeURIComponent(paymentMethod[1] ?? '');
      const found = this.find(id, account, 'payment_method');
      return found ? ok(found) : missing('PaymentMethod', id, 'payment_method');
    }
    if (method === 'POST' && paymentMethod) {
      return this.updatePaymentMethod(decodeURIComponent(paymentMethod[1] ?? ''), params, account);
    }
    if (method === 'POST' && path === '/v1/accounts') {
      // A new Standard account has not been through onboarding: it cannot take charges yet.
      return ok(
        this.store(account, {
          id: newId('acct'),
          object: 'account',
          type: params.type ?? 'standard',
          email: params.email ?? null,
          country: params.country ?? 'US',
          charges_enabled: false,
          details_submitted: false,
          business_profile: { name: params['business_profile[name]'] ?? null },
          metadata: metadataOf(params),
          created: nowSeconds(),
        }),
      );
    }
    const connected = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && connected) {
      const id = decodeURIComponent(connected[1] ?? '');
      const found = this.find(id, account, 'account');
      return found ? ok(found) : missing('account', id, 'account');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const linked = params.account ? this.find(params.account, account, 'account') : null;
      if (!linked) return missing('account', params.account ?? '', 'account');
      return ok({
        object: 'account_link',
        created: nowSeconds(),
        expires_at: nowSeconds() + 300,
        url: `https://connect.stripe.com/setup/s/${linked.id as string}/${randomBytes(6).toString('hex')}`,
        return_url: params.return_url ?? null,
        refresh_url: params.refresh_url ?? null,
        type: params.type ?? null,
      });
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(params, account);
    const confirmIntent = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirmIntent) {
      return this.confirmPaymentIntent(decodeURIComponent(confirmIntent[1] ?? ''), params, account);
    }
    const paymentIntent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentIntent) {
      const id = decodeURIComponent(paymentIntent[1] ?? '');
      const found = this.find(id, account, 'payment_intent');
      if (!found) return missing('payment_intent', id, 'intent');
      return ok(this.expanded(found, params, account));
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const charge = params.charge ? this.find(params.charge, account, 'charge') : null;
      if (!charge) return missing('charge', params.charge ?? '', 'charge');
      const amount = params.amount
        ? Number(params.amount)
        : (charge.amount as number) - (charge.amount_refunded as number);
      if (amount <= 0 || (charge.amount_refunded as number) + amount > (charge.amount as number)) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
            },
          },
        };
      }
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = this.store(account, {
        id: newId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        status: 'succeeded',
      });
      // `expand[]=charge` answers the charge itself, as it is after the refund.
      const expanded = Object.entries(params).some(
        ([key, value]) => key.startsWith('expand[') && value === 'charge',
      );
      return ok(expanded ? { ...refund, charge: { ...charge } } : refund);
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  /** Stripe's update: new `card[exp_month]`/`card[exp_year]` and `billing_details[...]` replace the old. */
  private updatePaymentMethod(id: string, params: Record<string, string>, account: string | null): Answer {
    const found = this.find(id, account, 'payment_method');
    if (!found) return missing('PaymentMethod', id, 'payment_method');
    const refusal = this.refusedCardUpdates.shift();
    if (refusal) {
      const message =
        refusal === 'invalid_expiry_month'
          ? "Your card's expiration month is invalid."
          : "Your card's expiration year is invalid.";
      return { status: 402, body: { error: { type: 'card_error', code: refusal, message } } };
    }
    const card = found.card as Card;
    if (params['card[exp_month]']) card.exp_month = Number(params['card[exp_month]']);
    if (params['card[exp_year]']) card.exp_year = Number(params['card[exp_year]']);
    const address = Object.fromEntries(
      Object.entries(params).flatMap(([key, value]) => {
        const match = /^billing_details\[address\]\[(.+)\]$/.exec(key);
        return match?.[1] ? [[match[1], value || null]] : [];
      }),
    );
    found.billing_details = { name: params['billing_details[name]'] ?? null, address };
    this.paymentMethodUpdates.push({ id, params });
    return { status: 200, body: found };
  }

  private createPaymentIntent(params: Record<string, string>, account: string | null): Answer {
    const customer = params.customer ?? '';
    if (!this.find(customer, account, 'customer')) return missing('customer', customer, 'customer');
    const methodId = params.payment_method ?? '';
    const declining = DECLINING_TEST_METHODS[methodId];
    const stored = this.find(methodId, account, 'payment_method');
    const card = stored ? (stored.card as Card) : methodId === 'pm_card_visa' || declining ? TEST_VISA : null;
    if (!card) return missing('PaymentMethod', methodId, 'payment_method');
    const intentId = newId('pi');
    const intent: Record<string, unknown> = {
      id: intentId,
      object: 'payment_intent',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      next_action: null,
      amount: Number(params.amount),
      currency: params.currency,
      customer,
      payment_method: methodId,
      description: params.description ?? null,
      metadata: metadataOf(params),
      created: nowSeconds(),
      latest_charge: null,
      last_payment_error: null,
      status: 'requires_payment_method',
    };
    const charge = this.store(account, {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      customer,
      payment_intent: intent.id,
      status: declining ? 'failed' : 'succeeded',
      payment_method_details: { type: 'card', card: { ...card } },
    });
    intent.latest_charge = charge.id;
    if (declining) {
      const error = { type: 'card_error', charge: charge.id, ...declining };
      intent.last_payment_error = error;
      this.store(account, intent);
      return { status: 402, body: { error: { ...error, payment_intent: intent } } };
    }
    intent.status = 'succeeded';
    this.store(account, intent);
    const expanded = listOf(params, 'expand').includes('latest_charge');
    return { status: 200, body: expanded ? { ...intent, latest_charge: charge } : intent };
  }
}

/** `metadata[key]=value` pairs back into an object. */
function metadataOf(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const match = /^metadata\[(.+)\]$/.exec(key);
      return match?.[1] ? [[match[1], value]] : [];
    }),
  );
}

/** `name[0]=a&name[1]=b` back into a list. */
function listOf(params: Record<string, string>, name: string): string[] {
  return Object.entries(params)
    .filter(([key]) => key.startsWith(`${name}[`))
    .map(([, value]) => value);
}
