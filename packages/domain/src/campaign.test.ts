import * as fc from 'fast-check';
import {
  CAMPAIGN_SLUG_MAX,
  campaignChannelName,
  campaignGivingState,
  campaignProgressPercent,
  campaignRaisedCents,
  campaignRefusals,
  isCampaignChannelName,
  isCampaignSlug,
  slugFromName,
  type CampaignFields,
} from './campaign';

const valid: CampaignFields = {
  name: 'Building Fund',
  slug: 'building-fund',
  goal: 5_000_000,
  description: 'A new roof before winter.',
  startDate: null,
  endDate: null,
  fundCount: 1,
};

describe('slugFromName', () => {
  it('makes the issue’s example: Building Fund → building-fund', () => {
    expect(slugFromName('Building Fund')).toBe('building-fund');
  });

  it('drops accents and joins words with one hyphen', () => {
    expect(slugFromName('  Fondo de Construcción!! 2027 ')).toBe('fondo-de-construccion-2027');
    expect(slugFromName('Youth — Camp & Retreat')).toBe('youth-camp-retreat');
  });

  it('gives nothing for a name with no letter or digit', () => {
    expect(slugFromName('¿¡ — !?')).toBe('');
  });

  it('cuts a long name at a word', () => {
    const slug = slugFromName('A very long campaign name that goes on and on past the sixty character limit');
    expect(slug.length).toBeLessThanOrEqual(CAMPAIGN_SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toBe('a-very-long-campaign-name-that-goes-on-and-on-past-the-sixty');
  });

  it('always writes a slug the rules accept, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = slugFromName(name);
        expect(slug === '' || isCampaignSlug(slug)).toBe(true);
      }),
    );
  });

  it('leaves a slug as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = slugFromName(name);
        expect(slugFromName(slug)).toBe(slug);
      }),
    );
  });
});

describe('isCampaignSlug', () => {
  it.each(['building-fund', 'a', '2027', 'x-1-y'])('accepts %s', (slug) => {
    expect(isCampaignSlug(slug)).toBe(true);
  });

  it.each(['', 'Building-Fund', '-lead', 'trail-', 'two--hyphens', 'space here', 'é', 'a'.repeat(61)])(
    'refuses %j',
    (slug) => {
      expect(isCampaignSlug(slug)).toBe(false);
    },
  );
});

describe('campaignRefusals', () => {
  it('accepts a sound campaign', () => {
    expect(campaignRefusals(valid)).toEqual([]);
  });

  it('names each field it refuses', () => {
    expect(
      campaignRefusals({
        name: ' ',
        slug: 'Bad Slug',
        goal: 99,
        description: 'x'.repeat(501),
        startDate: '2027-03-01',
        endDate: '2027-02-28',
        fundCount: 0,
      }),
    ).toEqual([
      { field: 'name', reason: 'required' },
      { field: 'slug', reason: 'slugFormat' },
      { field: 'goal', reason: 'goalRange', min: 100, max: 10_000_000_000 },
      { field: 'description', reason: 'tooLong', max: 500 },
      { field: 'endDate', reason: 'endBeforeStart' },
      { field: 'funds', reason: 'required' },
    ]);
  });

  it('refuses a goal that is not whole cents', () => {
    expect(campaignRefusals({ ...valid, goal: 100.5 })).toEqual([
      { field: 'goal', reason: 'goalRange', min: 100, max: 10_000_000_000 },
    ]);
  });

  it('allows a campaign of one day', () => {
    expect(campaignRefusals({ ...valid, startDate: '2027-03-01', endDate: '2027-03-01' })).toEqual([]);
  });

  it('refuses more than ten funds and an empty or long slug', () => {
    expect(campaignRefusals({ ...valid, fundCount: 11, slug: '' })).toEqual([
      { field: 'slug', reason: 'required' },
      { field: 'funds', reason: 'tooManyFunds', max: 10 },
    ]);
    expect(campaignRefusals({ ...valid, slug: 'a'.repeat(61) })).toEqual([
      { field: 'slug', reason: 'tooLong', max: 60 },
    ]);
  });
});

describe('campaignRaisedCents', () => {
  it('counts a $50 gift as 5000 cents, before the fee the donor covered', () => {
    expect(
      campaignRaisedCents({ status: 'succeeded', amount: 5180, coveredFee: 180, refundedAmount: 0 }),
    ).toBe(5000);
  });

  it('takes a refund back down and never goes below nothing', () => {
    expect(
      campaignRaisedCents({ status: 'succeeded', amount: 5000, coveredFee: 0, refundedAmount: 1000 }),
    ).toBe(4000);
    expect(
      campaignRaisedCents({ status: 'refunded', amount: 5180, coveredFee: 180, refundedAmount: 5180 }),
    ).toBe(0);
  });

  it('counts nothing of a failed charge', () => {
    expect(campaignRaisedCents({ status: 'failed', amount: 5000, coveredFee: 0, refundedAmount: 0 })).toBe(0);
  });

  it('is never more than the gift and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.nat({ max: 1e6 }),
        fc.nat({ max: 2e9 }),
        fc.constantFrom('succeeded' as const, 'refunded' as const, 'failed' as const),
        (amount, coveredFee, refundedAmount, status) => {
          const raised = campaignRaisedCents({ status, amount, coveredFee, refundedAmount });
          expect(raised).toBeGreaterThanOrEqual(0);
          expect(raised).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});

describe('campaignProgressPercent', () => {
  it('draws a full bar past the goal and an empty one at the start', () => {
    expect(campaignProgressPercent(0, 10_000)).toBe(0);
    expect(campaignProgressPercent(2_500, 10_000)).toBe(25);
    expect(campaignProgressPercent(25_000, 10_000)).toBe(100);
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.integer({ min: 1, max: 1e12 }), (raised, goal) => {
        const percent = campaignProgressPercent(raised, goal);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('campaignGivingState', () => {
  const open = { status: 'open' as const, startDate: '2027-03-01', endDate: '2027-03-31' };

  it('is open between its dates, both days included', () => {
    expect(campaignGivingState(open, '2027-03-01')).toBe('open');
    expect(campaignGivingState(open, '2027-03-31')).toBe('open');
  });

  it('is upcoming before its start and ended after its end', () => {
    expect(campaignGivingState(open, '2027-02-28')).toBe('upcoming');
    expect(campaignGivingState(open, '2027-04-01')).toBe('ended');
  });

  it('has ended once closed or archived, whatever its dates', () => {
    expect(campaignGivingState({ ...open, status: 'closed' }, '2027-03-10')).toBe('ended');
    expect(campaignGivingState({ status: 'archived', startDate: null, endDate: null }, '2027-03-10')).toBe(
      'ended',
    );
  });

  it('is open without dates', () => {
    expect(campaignGivingState({ status: 'open', startDate: null, endDate: null }, '2027-03-10')).toBe(
      'open',
    );
  });
});

describe('campaign channels', () => {
  it('names a campaign’s public channel by its prefixed id, and knows only those', () => {
    const channel = campaignChannelName('cmp_0123456789abcdef01234567');
    expect(channel).toBe('campaign.cmp_0123456789abcdef01234567');
    expect(isCampaignChannelName(channel)).toBe(true);
    expect(isCampaignChannelName('private-donor.usr_0123456789abcdef01234567')).toBe(false);
    expect(isCampaignChannelName('campaign.cmp_0123')).toBe(false);
    expect(isCampaignChannelName('donor.usr_0123456789abcdef01234567')).toBe(false);
  });
});
