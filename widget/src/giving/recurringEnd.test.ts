import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { giveRequestBody } from './giveRequestBody';
import { initialValues, type GivingValues } from './givingValues';
import { lastGiftDate, recurringEndDate } from './recurringEnd';
import { validateRecurringEnd } from './recurringEndRule';

const monthly = (changes: Partial<GivingValues>): GivingValues => ({
  ...initialValues(testOrganization, '2026-11-25'),
  amountChoice: '5000',
  frequencyKind: 'recurring',
  period: 'monthly',
  startDate: '2026-12-01',
  ...changes,
});
const customer = { stripeCustomerId: 'cus_1', donorPrefixedId: 'per_1', givingToken: 'gt_1' };

describe('a recurring gift’s end', () => {
  it('after a number of gifts is the date of the last one, the first counting as one', () => {
    expect(lastGiftDate('2026-12-01', 'monthly', 1)).toBe('2026-12-01');
    expect(lastGiftDate('2026-12-01', 'weekly', 3)).toBe('2026-12-15');
    expect(lastGiftDate('2026-12-01', 'quarterly', 4)).toBe('2027-09-01');
  });

  it('is sent as end_date, and not at all until it is one', () => {
    const body = (values: GivingValues) => giveRequestBody(values, 'org_1', customer, 'pm_1', 5000);
    expect(body(monthly({ endKind: 'count', endCount: '6' })).end_date).toBe('2027-05-01');
    expect(body(monthly({ endKind: 'date', endDate: '2027-03-15' })).end_date).toBe('2027-03-15');
    expect(body(monthly({ endKind: 'never', endDate: '2027-03-15' }))).not.toHaveProperty('end_date');
    expect(
      body(monthly({ frequencyKind: 'one_time', endKind: 'date', endDate: '2027-03-15' })),
    ).not.toHaveProperty('end_date');
    expect(recurringEndDate(monthly({ endKind: 'count', endCount: '501' }))).toBeNull();
  });

  it('asks for a date, or for 2 to 500 gifts', () => {
    expect(validateRecurringEnd(monthly({ endKind: 'date', endDate: '' }))).toEqual({
      endDate: { key: 'validation.required' },
    });
    expect(validateRecurringEnd(monthly({ endKind: 'count', endCount: '501' }))).toEqual({
      endCount: { key: 'giving-end:countRange', params: { min: 2, max: 500 } },
    });
    expect(validateRecurringEnd(monthly({ endKind: 'count', endCount: '12' }))).toEqual({});
    expect(validateRecurringEnd(monthly({ frequencyKind: 'one_time', endKind: 'count' }))).toEqual({});
  });
});
