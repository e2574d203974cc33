import type { GivingValues } from './givingValues';
import { walletInterval, walletRecurringRequest } from './walletRecurring';
import { testOrganization } from '@halo/testkit/giving/testOrganization';

describe('walletInterval', () => {
  it('names each schedule in Apple’s calendar units', () => {
    expect(walletInterval('weekly')).toEqual({ unit: 'day', count: 7 });
    expect(walletInterval('every_other_week')).toEqual({ unit: 'day', count: 14 });
    // Twice a month has no unit of its own: its 14-day step is the nearest.
    expect(walletInterval('twice_a_month')).toEqual({ unit: 'day', count: 14 });
    expect(walletInterval('monthly')).toEqual({ unit: 'month', count: 1 });
    expect(walletInterval('quarterly')).toEqual({ unit: 'month', count: 3 });
    expect(walletInterval('yearly')).toEqual({ unit: 'year', count: 1 });
  });
});

describe('walletRecurringRequest', () => {
  const words = {
    description: 'Recurring gift to Grace',
    label: 'Recurring gift',
    managementUrl: 'https://x/',
  };
  const values = {
    frequencyKind: 'recurring',
    period: 'monthly',
    startDate: '2027-03-04',
    endKind: 'count',
    endCount: '3',
    endDate: '',
    amountChoice: 'custom',
    customAmount: '50.00',
    splitFunds: false,
    splitRows: [],
    coverFee: true,
  } as unknown as GivingValues;

  it('asks each charge’s total, covered fee included, from the start day to the last gift', () => {
    const request = walletRecurringRequest(values, testOrganization, words);
    expect(request).toMatchObject({
      ...words,
      startDate: '2027-03-04',
      endDate: '2027-05-04',
      interval: { unit: 'month', count: 1 },
    });
    expect(request!.amountCents).toBeGreaterThan(5000);
    expect(walletRecurringRequest({ ...values, coverFee: false }, testOrganization, words)?.amountCents).toBe(
      5000,
    );
  });

  it('is null for a one-time gift', () => {
    expect(
      walletRecurringRequest({ ...values, frequencyKind: 'one_time' }, testOrganization, words),
    ).toBeNull();
  });
});
