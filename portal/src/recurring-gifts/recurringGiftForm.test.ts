import { mastercard, monthlyGift, visaCard } from '@halo/testkit/selfService/fixtures';
import {
  cardChoices,
  centsToInput,
  defaultResumeDate,
  enteredAmounts,
  fundChoices,
  isTurningFeeCoverageOff,
  recurringGiftFormValues,
  resumePreview,
  upcomingGiftDates,
  updateRecurringGivingVariables,
  validateRecurringGiftForm,
  validateResumeDate,
} from './recurringGiftForm';
import { translateIn } from '@halo/testkit/selfService/testTranslate';

const today = '2026-05-15';
const limits = { min: 100, max: 2500000 };
const en = { today, limits, t: translateIn('en'), locale: 'en', currency: 'USD' };
const funds = fundChoices(monthlyGift, [
  { prefixedId: 'fund_general', name: 'General Fund', isOnlineGivingVisible: true },
  { prefixedId: 'fund_missions', name: 'Missions', isOnlineGivingVisible: true },
  { prefixedId: 'fund_hidden', name: 'Hidden', isOnlineGivingVisible: false },
]);

describe('recurring gift form', () => {
  it('offers the gift’s funds, then the church’s other visible ones', () => {
    expect(funds.map((fund) => fund.name)).toEqual(['General Fund', 'Missions']);
  });

  it('starts from the gift: the fund amounts before the covered fee', () => {
    expect(recurringGiftFormValues(monthlyGift)).toEqual({
      amounts: { fund_general: '50.00' },
      frequency: 'monthly',
      nextOccurrence: '2026-06-10',
      isFeeCovered: true,
      memo: 'Building',
      endDate: '',
      paymentMethodId: 'pm_visa',
    });
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(123456)).toBe('1234.56');
  });

  it('reads amounts typed either way and leaves blank funds out', () => {
    const values = {
      ...recurringGiftFormValues(monthlyGift),
      amounts: { fund_general: '1.250,50', fund_missions: ' ' },
    };
    expect(enteredAmounts(values)).toEqual([{ fundAccountPrefixedId: 'fund_general', amount: 125050 }]);
  });

  it('needs at least one amount: “Amount cannot be blank” on the first fund', () => {
    const values = {
      ...recurringGiftFormValues(monthlyGift),
      amounts: { fund_general: '', fund_missions: '' },
    };
    expect(validateRecurringGiftForm(values, funds, en)).toEqual({
      'amounts.fund_general': 'Amount cannot be blank',
    });
  });

  it('checks each amount against the church’s limits, as money', () => {
    const values = {
      ...recurringGiftFormValues(monthlyGift),
      amounts: { fund_general: '0.50', fund_missions: 'abc' },
    };
    expect(validateRecurringGiftForm(values, funds, en)).toEqual({
      'amounts.fund_general': 'The amount cannot be lower than $1.00',
      'amounts.fund_missions': 'This value is not valid',
    });
  });

  it('accepts the gift’s own next occurrence even once it is past, but not a past date the donor picks', () => {
    const values = { ...recurringGiftFormValues(monthlyGift), nextOccurrence: '2026-06-10' };
    const later = { ...en, today: '2026-07-01', originalNextOccurrence: '2026-06-10' };
    expect(validateRecurringGiftForm(values, funds, later)).toEqual({});
    expect(validateRecurringGiftForm({ ...values, nextOccurrence: '2026-06-11' }, funds, later)).toEqual({
      nextOccurrence: 'Invalid date',
    });
    expect(
      updateRecurringGivingVariables(values, {
        gift: monthlyGift,
        organizationPrefixedId: 'o',
        card: visaCard,
      }).nextOccurrence,
    ).toBeNull();
    expect(
      updateRecurringGivingVariables(
        { ...values, nextOccurrence: '2026-07-02' },
        { gift: monthlyGift, organizationPrefixedId: 'o', card: visaCard },
      ).nextOccurrence,
    ).toBe('2026-07-02');
  });

  it('refuses a next occurrence more than a year ahead', () => {
    const values = { ...recurringGiftFormValues(monthlyGift), nextOccurrence: '2027-05-16' };
    expect(validateRecurringGiftForm(values, funds, en)).toEqual({
      nextOccurrence: 'Please choose a date within one year from today.',
    });
    expect(validateRecurringGiftForm({ ...values, nextOccurrence: '2027-05-15' }, funds, en)).toEqual({});
  });

  it('refuses a next occurrence in the past and a missing card; blank keeps the schedule', () => {
    const values = {
      ...recurringGiftFormValues(monthlyGift),
      nextOccurrence: '2026-05-14',
      paymentMethodId: '',
    };
    expect(validateRecurringGiftForm(values, funds, en)).toEqual({
      nextOccurrence: 'Invalid date',
      paymentMethodId: 'This is a required field',
    });
    expect(
      validateRecurringGiftForm({ ...values, nextOccurrence: '', paymentMethodId: 'pm_visa' }, funds, en),
    ).toEqual({});
    expect(
      validateRecurringGiftForm({ ...values, nextOccurrence: today, paymentMethodId: 'pm_visa' }, funds, en),
    ).toEqual({});
  });

  it('maps to the mutation with the chosen card’s last four and expiry', () => {
    const values = {
      ...recurringGiftFormValues(monthlyGift),
      amounts: { fund_general: '60', fund_missions: '15.5' },
      frequency: 'every_other_week' as const,
      isFeeCovered: false,
      memo: '  ',
      paymentMethodId: 'pm_mc',
      nextOccurrence: '',
      endDate: '2027-03-01',
    };
    expect(
      updateRecurringGivingVariables(values, {
        gift: monthlyGift,
        organizationPrefixedId: 'org_1',
        card: mastercard,
      }),
    ).toEqual({
      prefixedId: 'rg_1',
      organizationPrefixedId: 'org_1',
      stripePaymentMethodId: 'pm_mc',
      stripeCardLastFour: '4444',
      stripeCardExpiration: '01/2029',
      type: 'every_other_week',
      amountsByFundAccount: [
        { fundAccountPrefixedId: 'fund_general', amount: 6000 },
        { fundAccountPrefixedId: 'fund_missions', amount: 1550 },
      ],
      nextOccurrence: null,
      isFeeCovered: false,
      memo: '',
      endDate: '2027-03-01',
    });
  });

  it('keeps the gift’s own card as a choice when the saved cards lack it', () => {
    expect(cardChoices(monthlyGift, []).map((card) => card.processorId)).toEqual(['pm_visa']);
    expect(cardChoices(monthlyGift, [mastercard, visaCard]).map((card) => card.processorId)).toEqual([
      'pm_mc',
      'pm_visa',
    ]);
  });

  it('previews the next dates with docs/PRODUCT.md §4 rules (each step from the one before: Feb 28 → Mar 28)', () => {
    expect(upcomingGiftDates('2026-01-31', 'monthly')).toEqual(['2026-01-31', '2026-02-28', '2026-03-28']);
    expect(upcomingGiftDates('2026-05-15', 'every_other_week')).toEqual([
      '2026-05-15',
      '2026-05-29',
      '2026-06-12',
    ]);
  });

  it('knows when fee coverage is being turned off', () => {
    const values = recurringGiftFormValues(monthlyGift);
    expect(isTurningFeeCoverageOff(monthlyGift, values)).toBe(false);
    expect(isTurningFeeCoverageOff(monthlyGift, { ...values, isFeeCovered: false })).toBe(true);
  });
});

describe('resume', () => {
  const paused = { ...monthlyGift, status: 'paused' as const, nextOccurrence: null };

  it('offers the recalculated next occurrence: a step after the last processed date, never in the past', () => {
    expect(defaultResumeDate(paused, '2026-05-15')).toBe('2026-06-10');
    expect(
      defaultResumeDate(
        { ...paused, lastOccurrence: null, schedule: { type: 'weekly', startDate: '2026-05-01' } },
        today,
      ),
    ).toBe('2026-05-15');
  });

  it('previews a chosen date and refuses one in the past', () => {
    expect(resumePreview(paused, '2026-07-01', today)).toBe('2026-07-01');
    expect(resumePreview(paused, '2026-05-01', today)).toBeNull();
    expect(validateResumeDate('2026-05-01', { today, t: translateIn('en'), locale: 'en' })).toBe(
      'Invalid date',
    );
    expect(validateResumeDate('', { today, t: translateIn('es'), locale: 'es' })).toBe(
      'Seleccione una fecha de inicio para su donación recurrente.',
    );
    expect(validateResumeDate('2026-07-01', { today, t: translateIn('en'), locale: 'en' })).toBeNull();
  });

  it('refuses a resume date more than a year ahead, in English and Spanish; a year exactly is allowed', () => {
    expect(validateResumeDate('2027-05-15', { today, t: translateIn('en'), locale: 'en' })).toBeNull();
    expect(resumePreview(paused, '2027-05-15', today)).toBe('2027-05-15');
    expect(validateResumeDate('2027-05-16', { today, t: translateIn('en'), locale: 'en' })).toBe(
      'Please choose a date within one year from today.',
    );
    expect(validateResumeDate('2027-05-16', { today, t: translateIn('es'), locale: 'es' })).toBe(
      'Elija una fecha dentro de un año a partir de hoy.',
    );
    expect(resumePreview(paused, '2027-05-16', today)).toBeNull();
  });
});
