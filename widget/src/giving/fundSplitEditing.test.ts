import { testOrganization } from '@halo/testkit/giving/testOrganization';
import type { Organization } from '@halo/domain';
import { addSplitRow, removeSplitRow, splitRowLimit, startSplit, validateSplit } from './fundSplitEditing';
import { splitAmount } from './fundSplitRows';

const church: Organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    maxAmount: 10_000,
    funds: [
      ...testOrganization.onlineGiving.funds,
      { prefixedId: 'fund_missions', name: 'Missions', isDefault: false, isOnlineGivingVisible: true },
    ],
  },
};

describe('the rows of a split gift', () => {
  it('start from the chosen fund and amount, the next fund beside it with no amount', () => {
    expect(startSplit('fund_building', 5000, church)).toEqual([
      { fund: 'fund_building', amount: '50.00' },
      { fund: 'fund_general', amount: '' },
    ]);
    expect(startSplit('fund_general', null, church)[0]).toEqual({ fund: 'fund_general', amount: '' });
  });

  it('grow with a fund not chosen yet, up to one row per online fund', () => {
    const three = addSplitRow(startSplit('fund_general', 5000, church), church);
    expect(three.map((row) => row.fund)).toEqual(['fund_general', 'fund_building', 'fund_missions']);
    expect(splitRowLimit(church)).toBe(3);
    expect(addSplitRow(three, church)).toHaveLength(3);
  });

  it('keep two rows at least', () => {
    const two = startSplit('fund_general', 5000, church);
    expect(removeSplitRow(two, 0)).toEqual(two);
    const three = addSplitRow(two, church);
    expect(removeSplitRow(three, 1).map((row) => row.fund)).toEqual(['fund_general', 'fund_missions']);
  });

  it('add up to the gift once every row is an amount', () => {
    expect(
      splitAmount([
        { fund: 'a', amount: '30' },
        { fund: 'b', amount: '20.50' },
      ]),
    ).toBe(5050);
    expect(
      splitAmount([
        { fund: 'a', amount: '30' },
        { fund: 'b', amount: '' },
      ]),
    ).toBeNull();
  });
});

describe('validateSplit', () => {
  it('is clean for two funds within the limits', () => {
    expect(
      validateSplit(
        [
          { fund: 'fund_general', amount: '30' },
          { fund: 'fund_building', amount: '20' },
        ],
        church,
        'en-US',
      ),
    ).toEqual({});
  });

  it('puts each message under its row: a blank amount, a part below the smallest gift, a fund chosen twice, a hidden fund', () => {
    expect(
      validateSplit(
        [
          { fund: 'fund_general', amount: '' },
          { fund: 'fund_general', amount: '0.50' },
          { fund: 'fund_hidden', amount: '10' },
        ],
        church,
        'en-US',
      ),
    ).toEqual({
      'split.0.amount': { key: 'validation.amountRequired', params: {} },
      'split.1.fund': { key: 'validation.splitFundTwice' },
      'split.1.amount': { key: 'validation.amountTooLow', params: { min: '$1.00' } },
      'split.2.fund': { key: 'validation.fundDisabled', params: {} },
    });
  });

  it('says the largest gift under the whole when the rows add up past it', () => {
    expect(
      validateSplit(
        [
          { fund: 'fund_general', amount: '60' },
          { fund: 'fund_building', amount: '50' },
        ],
        church,
        'es-US',
      ),
    ).toEqual({ split: { key: 'validation.amountTooHigh', params: { max: '$100.00' } } });
  });
});
