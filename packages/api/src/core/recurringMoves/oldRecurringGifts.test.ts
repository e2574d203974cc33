// Stripe's subscriptions as the domain plans them: which card a gift charges, whose pause counts,
// the next date on the church's calendar, and the amount over several prices.
import { giftsFromSchedule, giftsFromSubscriptions } from './oldRecurringGifts';
import type { OldStripeObjects, StripeSubscription } from './oldStripeObjects';

const card = (id: string, customer: string) => ({
  id,
  type: 'card',
  customer,
  card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031 },
});

function subscription(change: Partial<StripeSubscription> = {}): StripeSubscription {
  return {
    id: 'sub_1',
    status: 'active',
    customer: 'cus_1',
    currency: 'usd',
    default_payment_method: null,
    items: {
      data: [
        {
          current_period_end: Date.parse('2026-12-16T03:00:00Z') / 1000,
          quantity: 2,
          price: {
            id: 'price_a',
            product: 'prod_a',
            unit_amount: 1250,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
        {
          quantity: 1,
          price: {
            id: 'price_b',
            product: 'prod_b',
            unit_amount: 500,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
    pause_collection: null,
    metadata: null,
    ...change,
  };
}

function objects(change: Partial<OldStripeObjects> = {}): OldStripeObjects {
  return {
    subscriptions: [subscription()],
    customers: [
      {
        id: 'cus_1',
        email: ' Ana@Example.org ',
        name: 'Ana',
        preferred_locales: ['fr', 'es-ES'],
        invoice_settings: { default_payment_method: null },
      },
    ],
    paymentMethods: [card('pm_1', 'cus_1')],
    ...change,
  };
}

const church = { prefixedId: 'org_1', timeZone: 'America/Chicago' };

describe('giftsFromSubscriptions', () => {
  it('reads amount × quantity over the prices, the period end on the church’s calendar and the donor’s language', () => {
    const [old] = giftsFromSubscriptions(objects(), church);
    expect(old).toMatchObject({
      label: 'sub_1',
      subscriptionId: 'sub_1',
      locale: 'es',
      gift: {
        key: 'sub_1',
        email: 'ana@example.org',
        cardId: 'pm_1',
        frequency: 'monthly',
        nextDate: '2026-12-15',
        collectionPaused: false,
        status: 'active',
        lines: [
          { oldIds: ['price_a', 'prod_a'], fund: null, amountCents: 2500 },
          { oldIds: ['price_b', 'prod_b'], fund: null, amountCents: 500 },
        ],
      },
    });
  });

  it('charges the subscription’s card, else the customer’s default, else its only card; never another customer’s', () => {
    const two = [card('pm_1', 'cus_1'), card('pm_2', 'cus_1'), card('pm_other', 'cus_2')];
    const pick = (sub: Partial<StripeSubscription>, defaultCard: string | null = null) =>
      giftsFromSubscriptions(
        objects({
          subscriptions: [subscription(sub)],
          paymentMethods: two,
          customers: [
            {
              id: 'cus_1',
              email: 'a@b.org',
              name: null,
              preferred_locales: null,
              invoice_settings: { default_payment_method: defaultCard },
            },
          ],
        }),
        church,
      )[0]!.gift.cardId;
    expect(pick({ default_payment_method: 'pm_2' })).toBe('pm_2');
    expect(pick({}, 'pm_1')).toBe('pm_1');
    expect(pick({})).toBeNull();
    expect(pick({ default_payment_method: 'pm_other' })).toBeNull();
  });

  it('takes a pause made by a move of this church for no pause, anyone else’s for one', () => {
    const paused = { pause_collection: { behavior: 'void' } };
    expect(
      giftsFromSubscriptions(objects({ subscriptions: [subscription(paused)] }), church)[0]!.gift
        .collectionPaused,
    ).toBe(true);
    expect(
      giftsFromSubscriptions(
        objects({ subscriptions: [subscription({ ...paused, metadata: { halo_give_moved_to: 'org_1' } })] }),
        church,
      )[0]!.gift.collectionPaused,
    ).toBe(false);
  });
});

describe('giftsFromSchedule', () => {
  it('numbers a repeated line’s key and refuses a line of a customer not read', () => {
    const read = giftsFromSchedule(
      'Customer,Payment_Method,Amount,Interval,Next_Date\ncus_1,pm_1,10,monthly,2026-12-20\ncus_1,pm_1,10,monthly,2027-01-20\ncus_9,pm_9,10,monthly,2026-12-20\n',
      objects(),
      'USD',
    );
    if (!read.ok) throw new Error('header refused');
    expect(read.gifts.map((old) => old.gift.key)).toEqual([
      'schedule:cus_1:pm_1:1000:monthly:',
      'schedule:cus_1:pm_1:1000:monthly:#2',
    ]);
    expect(read.unread).toEqual([
      { label: 'line 4', email: null, reason: 'customerUnknown', params: { value: 'cus_9' } },
    ]);
  });

  it('says why a file that is not CSV cannot be read, instead of throwing', () => {
    for (const text of ['{"__proto__":{"x":1},"customers":"no"}', 'customer,"payment_method\ncus_1,pm_1']) {
      expect(giftsFromSchedule(text, objects(), 'USD')).toEqual({
        ok: false,
        unreadable: expect.stringMatching(/quote/i),
      });
    }
  });
});
