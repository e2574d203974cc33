import { planRecurringMove, type OldRecurringGift, type RecurringMoveRules } from './recurringMovePlan';

const gift: OldRecurringGift = {
  key: 'sub_1',
  email: 'ana@example.org',
  cardId: 'pm_1',
  currency: 'usd',
  frequency: 'monthly',
  intervalLabel: '1 month',
  lines: [{ oldIds: ['price_tithe', 'prod_tithe'], fund: null, amountCents: 5000 }],
  nextDate: '2026-12-15',
  collectionPaused: false,
  status: 'active',
};
const rules: RecurringMoveRules = {
  currency: 'USD',
  today: '2026-12-02',
  maxCents: 100_000_000,
  fundMap: null,
  fundNames: ['General', 'Missions'],
  defaultFund: 'General',
};

describe('planRecurringMove', () => {
  it('keeps amount, frequency and next date, to the default fund without a fund map', () => {
    expect(planRecurringMove(gift, rules)).toEqual({
      ok: true,
      frequency: 'monthly',
      amountCents: 5000,
      nextDate: '2026-12-15',
      parts: [{ fund: 'General', amountCents: 5000 }],
    });
  });

  it('maps a price or product id to a fund by name, whatever its capitals', () => {
    const plan = planRecurringMove(gift, { ...rules, fundMap: { prod_tithe: 'missions' } });
    expect(plan).toMatchObject({ ok: true, parts: [{ fund: 'Missions', amountCents: 5000 }] });
  });

  it('sums the lines of one subscription, per fund', () => {
    const plan = planRecurringMove(
      {
        ...gift,
        lines: [
          { oldIds: ['price_a'], fund: null, amountCents: 2000 },
          { oldIds: ['price_b'], fund: null, amountCents: 1500 },
          { oldIds: ['price_c'], fund: null, amountCents: 500 },
        ],
      },
      { ...rules, fundMap: { price_a: 'General', price_b: 'Missions', price_c: 'Missions' } },
    );
    expect(plan).toMatchObject({
      ok: true,
      amountCents: 4000,
      parts: [
        { fund: 'General', amountCents: 2000 },
        { fund: 'Missions', amountCents: 2000 },
      ],
    });
  });

  it.each(['trialing', 'past_due'])('moves a %s subscription, which still charges its donor', (status) => {
    expect(planRecurringMove({ ...gift, status }, rules)).toMatchObject({ ok: true });
  });

  it('moves a next date already past to today', () => {
    expect(planRecurringMove({ ...gift, nextDate: '2026-11-30' }, rules)).toMatchObject({
      nextDate: '2026-12-02',
    });
  });

  it.each<[string, Partial<OldRecurringGift>, Partial<RecurringMoveRules>, string]>([
    ['no email', { email: null }, {}, 'noEmail'],
    ['another currency', { currency: 'cad' }, {}, 'currency'],
    ['an interval we cannot keep', { frequency: null, intervalLabel: '2 month' }, {}, 'interval'],
    ['collection paused at the old platform', { collectionPaused: true }, {}, 'pausedElsewhere'],
    ['a canceled subscription', { status: 'canceled' }, {}, 'notCharging'],
    ['an unpaid subscription (retries exhausted)', { status: 'unpaid' }, {}, 'notCharging'],
    ['an incomplete subscription (never paid)', { status: 'incomplete_expired' }, {}, 'notCharging'],
    ['no card', { cardId: null }, {}, 'noCard'],
    ['a zero amount', { lines: [{ oldIds: [], fund: null, amountCents: 0 }] }, {}, 'amount'],
    ['a mapped fund the church lacks', {}, { fundMap: { price_tithe: 'Roof' } }, 'fundUnknown'],
    ['a church without a default fund', {}, { defaultFund: null }, 'fundUnknown'],
  ])('refuses %s', (_, change, ruleChange, reason) => {
    expect(planRecurringMove({ ...gift, ...change }, { ...rules, ...ruleChange })).toMatchObject({
      ok: false,
      reason,
    });
  });

  it('names the interval and the currencies it refuses', () => {
    expect(planRecurringMove({ ...gift, frequency: null, intervalLabel: '3 week' }, rules)).toEqual({
      ok: false,
      reason: 'interval',
      params: { value: '3 week' },
    });
    expect(planRecurringMove({ ...gift, currency: 'eur' }, rules)).toEqual({
      ok: false,
      reason: 'currency',
      params: { value: 'EUR', currency: 'USD' },
    });
  });
});
