import { fundsText } from './fundsText';

const split = {
  fundAccountNames: ['Building Fund', 'Missions'],
  fundParts: [
    { name: 'Missions', amount: 5000 },
    { name: 'Building Fund', amount: 2500 },
  ],
};

describe('fundsText', () => {
  it('names each fund of a split gift with its part, in the order given (the church’s)', () => {
    expect(fundsText(split, 'USD', 'en')).toBe('Missions $50.00 · Building Fund $25.00');
  });

  it('writes the parts as the donor’s language writes the church’s money', () => {
    expect(fundsText(split, 'USD', 'es-US')).toBe('Missions $50.00 · Building Fund $25.00');
    expect(fundsText(split, 'EUR', 'es')).toMatch(/^Missions 50,00\s€ · Building Fund 25,00\s€$/);
  });

  it('a one-fund gift shows only its fund, as before', () => {
    expect(
      fundsText(
        { fundAccountNames: ['General Fund'], fundParts: [{ name: 'General Fund', amount: 900 }] },
        'USD',
        'en',
      ),
    ).toBe('General Fund');
  });

  it('a gift with no fund shows nothing', () => {
    expect(fundsText({ fundAccountNames: [], fundParts: [] }, 'USD', 'en')).toBe('');
  });
});
