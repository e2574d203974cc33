import { givingPagePath, MEMO_MAX_LENGTH } from '@halo/domain';
import { hostedPagePreset } from './hostedPagePreset';

describe('hostedPagePreset', () => {
  it('reads amount, fund, frequency and memo as the element reads its attributes', () => {
    expect(
      hostedPagePreset('amount=75&fund=Missions&frequency=monthly&memo=%20For%20the%20youth%20trip%20'),
    ).toEqual({
      amount: 7500,
      fund: 'Missions',
      frequency: 'monthly',
      memo: 'For the youth trip',
    });
    expect(hostedPagePreset('?amount=25.50&fund=fund_building&frequency=Yearly')).toEqual({
      amount: 2550,
      fund: 'fund_building',
      frequency: 'yearly',
      memo: null,
    });
  });

  it('leaves out what does not parse, so a mistyped link still opens a usable form', () => {
    expect(
      hostedPagePreset(`amount=lots&fund=%20&frequency=fortnightly&memo=${'x'.repeat(MEMO_MAX_LENGTH + 1)}`),
    ).toEqual({ amount: null, fund: null, frequency: 'one_time', memo: null });
    expect(hostedPagePreset('')).toEqual({ amount: null, fund: null, frequency: 'one_time', memo: null });
  });

  it('reads a campaign’s address, and leaves out one that cannot be', () => {
    expect(hostedPagePreset('campaign=Building-Fund')).toMatchObject({ campaign: 'building-fund' });
    expect(hostedPagePreset('campaign=not%20a%20slug')).not.toHaveProperty('campaign');
  });

  it('reads what givingPagePath writes', () => {
    const preset = { amount: 5025, fund: 'fund_general', frequency: 'quarterly' as const, memo: 'Año & más' };
    const path = givingPagePath(preset);
    expect(hostedPagePreset(path.slice(2))).toEqual(preset);
  });
});
