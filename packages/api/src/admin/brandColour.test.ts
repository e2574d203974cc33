import {
  contrastWithWhite,
  isReadableUnderWhiteText,
  normalizeHexColour,
  relativeLuminance,
} from './brandColour';

describe('normalizeHexColour', () => {
  it('keeps six-digit hex colours, lowercased and trimmed', () => {
    expect(normalizeHexColour(' #1D4ED8 ')).toBe('#1d4ed8');
  });

  it.each(['1d4ed8', '#fff', '#12345g', 'blue', '#1d4ed8ff', ''])('refuses %p', (text) => {
    expect(normalizeHexColour(text)).toBeNull();
  });
});

describe('contrast with white text', () => {
  it('is 21:1 on black and 1:1 on white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
  });

  it('accepts a deep blue and refuses yellow and a light grey', () => {
    expect(isReadableUnderWhiteText('#1d4ed8')).toBe(true);
    expect(isReadableUnderWhiteText('#ffff00')).toBe(false);
    expect(isReadableUnderWhiteText('#999999')).toBe(false);
  });

  it('draws the line at 4.5:1 (#767676 passes, #777777 does not)', () => {
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
  });
});
