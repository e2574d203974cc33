// The objects the Stripe double holds, each on the account it was made on: with Connect, an object
// made on one church's account does not exist for another (nor for the platform), so the same id may
// even stand for two objects on two accounts (Stripe.js's `pm_card_visa` on each church).
import { stripeFee } from '@halo/domain';
import type { StripeObject } from './stripeRequests';

export interface Stored {
  /** The `Stripe-Account` it was made on; null for the platform's own. */
  account: string | null;
  body: StripeObject;
}

const keyOf = (account: string | null, id: string) => `${account}|${id}`;

export class StripeObjects {
  private readonly stored = new Map<string, Stored>();

  /**
   * What a card charge's balance transaction says Stripe kept of `amountCents`: its US list price
   * (2.9% + 30¢) unless a test prices charges otherwise (`StripeDouble.priceCardCharges`).
   */
  cardFeeOf: (amountCents: number) => number = (amountCents) => stripeFee('card', amountCents);

  put(account: string | null, body: StripeObject): StripeObject {
    this.stored.set(keyOf(account, body.id as string), { account, body });
    return body;
  }

  /** The `kind` object `id` as the account asking sees it: null when it lives on another account. */
  find(id: string, account: string | null, kind: string): StripeObject | null {
    const found = this.stored.get(keyOf(account, id));
    return found?.body.object === kind ? found.body : null;
  }

  /** The object `id` of any kind as the account asking sees it (an expanded `source`). */
  findAny(id: string, account: string | null): StripeObject | null {
    return this.stored.get(keyOf(account, id))?.body ?? null;
  }

  /**
   * The `kind` object `id` on whichever account holds it, for Stripe's own side of a test (Stripe.js,
   * the bank's page, the church's onboarding), which knows an id but not the account it is on.
   */
  locate(id: string, kind: string): Stored | null {
    return this.all(kind).find((stored) => stored.body.id === id) ?? null;
  }

  /** Every `kind` object, oldest first; on one account when `account` is given. */
  all(kind: string, account?: string | null): Stored[] {
    return [...this.stored.values()].filter(
      (stored) => stored.body.object === kind && (account === undefined || stored.account === account),
    );
  }
}
