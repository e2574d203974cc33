import { PLEDGE_AMOUNT_MAX, readPledgeFields } from './pledgeFields';

describe('readPledgeFields', () => {
  it('reads a campaign and an amount in whole cents', () => {
    expect(readPledgeFields({ campaign: ' cmp_1 ', amount: 50_000 }, 'en')).toEqual({
      ok: true,
      fields: { campaign: 'cmp_1', amount: 50_000 },
    });
  });

  it('refuses nothing pledged, a fraction of a cent and more than the largest goal, naming amount', () => {
    for (const amount of [0, -100, 12.5, PLEDGE_AMOUNT_MAX + 1, '100']) {
      const result = readPledgeFields({ campaign: 'cmp_1', amount }, 'en');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(['amount']);
    }
  });

  it('names the campaign when none is chosen, in English and in Spanish', () => {
    expect(readPledgeFields({ campaign: '', amount: 100 }, 'en')).toEqual({
      ok: false,
      errors: { campaign: ['Choose the campaign you pledge to.'] },
    });
    expect(readPledgeFields({ amount: 0 }, 'es')).toEqual({
      ok: false,
      errors: {
        campaign: ['Elige la campaña a la que prometes.'],
        amount: ['El monto de la promesa debe ser mayor que $0.00.'],
      },
    });
  });
});
