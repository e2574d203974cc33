import * as v from 'valibot';
import {
  DONOR_LIVE_EVENTS,
  donorChannelName,
  donorLiveEventSchemas,
  type DonorLiveEventPayloads,
  RECURRING_CHANGES,
} from './donorLiveEvents';

const contribution: DonorLiveEventPayloads['contribution.succeeded'] = {
  organizationPrefixedId: 'org_1',
  contributionPrefixedId: 'con_1',
  recurringGivingPrefixedId: null,
  amount: 5000,
  status: 'succeeded',
  date: '2027-01-31',
  code: null,
  fundAccountNames: ['General Fund'],
};

describe('the donor live-event contract', () => {
  it('names the donor’s private channel by the user’s prefixed id', () => {
    expect(donorChannelName('usr_abc')).toBe('private-donor.usr_abc');
  });

  it('reads back every payload the API publishes', () => {
    expect(v.parse(donorLiveEventSchemas['contribution.succeeded'], contribution)).toEqual(contribution);
    for (const change of RECURRING_CHANGES) {
      const payload: DonorLiveEventPayloads['recurring.changed'] = {
        organizationPrefixedId: 'org_1',
        recurringGivingPrefixedId: 'rg_1',
        change,
        nextOccurrence: null,
      };
      expect(v.parse(donorLiveEventSchemas['recurring.changed'], payload)).toEqual(payload);
    }
    expect(DONOR_LIVE_EVENTS).toEqual(['contribution.succeeded', 'contribution.failed', 'recurring.changed']);
  });

  it('refuses a payload missing a field, keeps fields added later', () => {
    const { amount: _amount, ...withoutAmount } = contribution;
    expect(v.safeParse(donorLiveEventSchemas['contribution.failed'], withoutAmount).success).toBe(false);
    expect(
      v.parse(donorLiveEventSchemas['contribution.failed'], { ...contribution, currency: 'USD' }),
    ).toMatchObject({
      currency: 'USD',
    });
  });
});
