// What the tests of moving recurring donors from Stripe share (docs/PRODUCT.md §17): the command run
// in-process in one transaction like the CLI's runner runs it (then the outbox worked), and Stripe's
// objects shaped as its list answers for --from-file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locale } from '@halo/domain';
import * as v from 'valibot';
import type { CliCommand } from '../src/cli/cliCommand';
import { cliMessage } from '../src/cli/cliMessages';
import { importStripeRecurring } from '../src/cli/commands/recurringMoveCommands';
import type { TestApp } from './helper';

const command = importStripeRecurring as Extract<CliCommand, { kind: 'database' }>;

export async function runMove(
  testApp: TestApp,
  now: Date,
  options: Record<string, string | boolean>,
  locale: Locale = 'en',
): Promise<string[]> {
  const input = v.parse(command.schema, { subdomain: 'demo', ...options });
  const lines = await testApp.app.db.transaction((tx) =>
    command.run(tx, input, {
      config: testApp.app.config,
      locale,
      now,
      say: (key, params) => cliMessage(locale, key, params),
    }),
  );
  await testApp.app.outbox.drain();
  return lines as string[];
}

const folder = mkdtempSync(path.join(tmpdir(), 'halo-move-'));

/** A file of `contents` (JSON for an object), its path. */
export function fileOf(name: string, contents: unknown): string {
  const file = path.join(folder, name);
  writeFileSync(file, typeof contents === 'string' ? contents : JSON.stringify(contents));
  return file;
}

const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

export interface OldGiftSpec {
  id: string;
  customer: string;
  email: string | null;
  locales?: string[];
  /** The card saved for the customer, none when null. */
  card: string | null;
  amount: number;
  /** Stripe's subscription status; `active` when not given. */
  status?: string;
  interval?: string;
  count?: number;
  currency?: string;
  price?: string;
  /** Seconds. */
  periodEnd: number;
}

/** `{ subscriptions, customers, payment_methods }` as Stripe's list answers hold them. */
export function stripeListsOf(gifts: OldGiftSpec[], withSubscriptions = true) {
  return {
    ...(withSubscriptions
      ? {
          subscriptions: list(
            '/v1/subscriptions',
            gifts.map((gift) => ({
              id: gift.id,
              object: 'subscription',
              status: gift.status ?? 'active',
              customer: gift.customer,
              currency: gift.currency ?? 'usd',
              default_payment_method: gift.card,
              pause_collection: null,
              metadata: {},
              items: list(`/v1/subscription_items?subscription=${gift.id}`, [
                {
                  id: `si_${gift.id}`,
                  object: 'subscription_item',
                  current_period_end: gift.periodEnd,
                  quantity: 1,
                  price: {
                    id: gift.price ?? 'price_general',
                    object: 'price',
                    currency: gift.currency ?? 'usd',
                    product: 'prod_gifts',
                    unit_amount: gift.amount,
                    recurring: { interval: gift.interval ?? 'month', interval_count: gift.count ?? 1 },
                  },
                },
              ]),
            })),
          ),
        }
      : {}),
    customers: list(
      '/v1/customers',
      gifts.map((gift) => ({
        id: gift.customer,
        object: 'customer',
        email: gift.email,
        name: 'Ana María López',
        preferred_locales: gift.locales ?? [],
        invoice_settings: { default_payment_method: gift.card },
      })),
    ),
    payment_methods: list(
      '/v1/payment_methods',
      gifts.flatMap((gift) =>
        gift.card
          ? [
              {
                id: gift.card,
                object: 'payment_method',
                type: 'card',
                customer: gift.customer,
                card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2030 },
              },
            ]
          : [],
      ),
    ),
  };
}

/** Noon UTC of a day, in Unix seconds: the old period's end. */
export const noonOf = (day: string) => Date.parse(`${day}T17:00:00Z`) / 1000;
