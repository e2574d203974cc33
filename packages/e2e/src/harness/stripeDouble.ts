// The few Stripe API endpoints the API calls when a gift is given in Stripe mode, as a local HTTP
// double (this machine cannot reach Stripe): customers, SetupIntents (created, and listed by customer
// and card), retrieving a payment method and PaymentIntents, objects scoped to the `Stripe-Account` they were made on, every request recorded.
// A trimmed copy of packages/api/test/stripeDouble.ts (e2e imports no source of ours). The browser's
// side (Stripe.js confirming a SetupIntent, which attaches a card to its customer) is `confirmSetup`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form body, flat as Stripe encodes it: `metadata[fund]`, `expand[0]`. */
  params: Record<string, string>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
}

interface Stored {
  account: string | null;
  body: Record<string, unknown>;
}

const CARD = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export class StripeDouble {
  readonly requests: StripeRequest[] = [];
  private readonly server = http.createServer((request, response) => this.serve(request, response));
  private readonly objects = new Map<string, Stored>();
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

  /** The API's settings pointing its Stripe SDK here. */
  env(secretKey: string, publishableKey: string): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
    };
  }

  requestsTo(method: string, path: string | RegExp): StripeRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /**
   * What Stripe does when Stripe.js confirms a SetupIntent with a card: a payment method `id`, on the
   * intent's account, attached to its customer. Null for a client secret it never issued.
   */
  confirmSetup(clientSecret: string, id: string): { account: string | null; paymentMethod: string } | null {
    const intent = [...this.objects.values()].find(
      (o) => o.body.object === 'setup_intent' && o.body.client_secret === clientSecret,
    );
    if (!intent) return null;
    intent.body.status = 'succeeded';
    intent.body.payment_method = id;
    this.store(intent.account, {
      id,
      object: 'payment_method',
      type: 'card',
      created: nowSeconds(),
      customer: intent.body.customer,
      card: CARD,
    });
    return { account: intent.account, paymentMethod: id };
  }

  private store(account: string | null, body: Record<string, unknown>) {
    this.objects.set(`${account}|${body.id as string}`, { account, body });
    return body;
  }

  private find(id: string, account: string | null, kind: string) {
    const stored = this.objects.get(`${account}|${id}`);
    return stored?.body.object === kind ? stored.body : null;
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
      const recorded: StripeRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        params: Object.fromEntries(new URLSearchParams(raw)),
        idempotencyKey: header('idempotency-key'),
        stripeAccount: header('stripe-account'),
      };
      this.requests.push(recorded);
      const answer = header('authorization')?.startsWith('Bearer sk_test_')
        ? this.route(recorded)
        : {
            status: 401,
            body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
          };
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(answer.body));
    });
  }

  private route({ method, path, params, stripeAccount: account }: StripeRequest): {
    status: number;
    body: unknown;
  } {
    const ok = (body: unknown) => ({ status: 200, body });
    const missing = (id: string) => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: '${id}'`,
        },
      },
    });
    if (method === 'POST' && path === '/v1/customers') {
      return ok(this.store(account, { id: newId('cus'), object: 'customer', email: params.email ?? null }));
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = params.customer ?? '';
      if (!this.find(customer, account, 'customer')) return missing(customer);
      const id = newId('seti');
      return ok(
        this.store(account, {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          customer,
          usage: params.usage ?? 'off_session',
          status: 'requires_payment_method',
          payment_method: null,
          metadata: metadataOf(params),
        }),
      );
    }
    if (method === 'GET' && path === '/v1/setup_intents') {
      // Newest first, as Stripe lists; `customer` and `payment_method` filter (the API reads the
      // giving token that added a card from the metadata of the intent that attached it).
      const data = [...this.objects.values()]
        .filter(
          (o) =>
            o.account === account &&
            o.body.object === 'setup_intent' &&
            (!params.customer || o.body.customer === params.customer) &&
            (!params.payment_method || o.body.payment_method === params.payment_method),
        )
        .map((o) => o.body)
        .reverse()
        .slice(0, Number(params.limit ?? 10));
      return ok({ object: 'list', url: '/v1/setup_intents', has_more: false, data });
    }
    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMethod) {
      const id = decodeURIComponent(paymentMethod[1] ?? '');
      return this.find(id, account, 'payment_method')
        ? ok(this.find(id, account, 'payment_method'))
        : missing(id);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const customer = params.customer ?? '';
      const methodId = params.payment_method ?? '';
      if (!this.find(customer, account, 'customer')) return missing(customer);
      if (!this.find(methodId, account, 'payment_method')) return missing(methodId);
      const intent = newId('pi');
      const charge = {
        id: newId('ch'),
        object: 'charge',
        amount: Number(params.amount),
        payment_intent: intent,
        status: 'succeeded',
        payment_method_details: { type: 'card', card: CARD },
      };
      this.store(account, charge);
      return ok(
        this.store(account, {
          id: intent,
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          customer,
          payment_method: methodId,
          status: 'succeeded',
          latest_charge: charge,
        }),
      );
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
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
