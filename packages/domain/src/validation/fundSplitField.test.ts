import * as v from 'valibot';
import { translateIssue } from './describeIssue';
import { fundSplitField, repeatedFunds, splitTotal } from './fundSplitField';
import { issueKeys } from './issueKeys';

const funds = [
  { prefixedId: 'fund_general', isOnlineGivingVisible: true },
  { prefixedId: 'fund_missions', isOnlineGivingVisible: true },
  { prefixedId: 'fund_roof', isOnlineGivingVisible: false },
];
const field = fundSplitField(funds, { min: 100, max: 10_000 });
const part = (fund_prefixed_id: string, amount: number) => ({ fund_prefixed_id, amount });

describe('fundSplitField', () => {
  it.each<[string, unknown, string[]]>([
    ['two funds within the limits', [part('fund_general', 3000), part('fund_missions', 2000)], []],
    ['one fund alone is not a split', [part('fund_general', 3000)], ['validation.splitTooFew']],
    [
      'the same fund twice',
      [part('fund_general', 3000), part('fund_general', 2000)],
      ['validation.splitFundTwice'],
    ],
    [
      'a fund hidden from online giving',
      [part('fund_general', 3000), part('fund_roof', 200)],
      ['validation.fundDisabled'],
    ],
    [
      'a part below the church’s smallest gift',
      [part('fund_general', 3000), part('fund_missions', 99)],
      ['validation.amountTooLow'],
    ],
    [
      'a part in fractions of a cent',
      [part('fund_general', 3000), part('fund_missions', 100.5)],
      ['validation.amountInvalid'],
    ],
    [
      'parts adding up past the largest gift',
      [part('fund_general', 6000), part('fund_missions', 5000)],
      ['validation.amountTooHigh'],
    ],
    [
      'eleven parts',
      Array.from({ length: 11 }, (_, i) => part(`fund_${i}`, 100)),
      ['validation.fundDisabled'],
    ],
    ['not a list', 'fund_general', ['validation.invalid']],
  ])('%s', (_, input, keys) => {
    expect(issueKeys(field, input).slice(0, 1)).toEqual(keys);
  });

  it('refuses more than ten parts even of enabled funds', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({
      prefixedId: `fund_${i}`,
      isOnlineGivingVisible: true,
    }));
    const wide = fundSplitField(many, { min: 100, max: 1_000_000 });
    expect(
      issueKeys(
        wide,
        many.map((fund) => part(fund.prefixedId, 100)),
      ),
    ).toEqual(['validation.splitTooMany']);
  });

  it('says the largest gift as money, in the reader’s language', () => {
    const result = v.safeParse(field, [part('fund_general', 6000), part('fund_missions', 5000)]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(translateIssue(result.issues[0]!, { locale: 'en', currency: 'USD' })).toBe(
      'The amount cannot be higher than $100.00',
    );
    expect(translateIssue(result.issues[0]!, { locale: 'es', currency: 'USD' })).toMatch(
      /^El monto no puede ser mayor que .*100[.,]00/,
    );
  });

  it('says how many funds a split needs', () => {
    const result = v.safeParse(field, [part('fund_general', 3000)]);
    if (result.success) throw new Error('expected a refusal');
    expect(translateIssue(result.issues[0]!, { locale: 'en' })).toBe(
      'Choose at least 2 funds to split a gift between',
    );
  });
});

describe('splitTotal and repeatedFunds', () => {
  it('adds the parts', () => {
    expect(splitTotal([{ amount: 3000 }, { amount: 2001 }])).toBe(5001);
  });
  it('names the later rows of a fund already chosen, ignoring rows with no fund yet', () => {
    expect(repeatedFunds(['fund_a', '', 'fund_b', 'fund_a', '', 'fund_b'])).toEqual([3, 5]);
  });
});
