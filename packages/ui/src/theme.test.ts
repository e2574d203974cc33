import {
  brandColorCss,
  brandThemeColors,
  colorThemes,
  isColorTheme,
  themeColors,
  themeCss,
  themeDeclarations,
} from './theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme tokens', () => {
  it('has the four colour themes of docs/PRODUCT.md §9', () => {
    expect(colorThemes).toEqual(['gold', 'success', 'aqua', 'periwinkle']);
  });

  it.each(colorThemes)('%s: button text meets WCAG AA on primary and on hover', (theme) => {
    const colors = themeColors[theme];
    expect(contrast(colors.primary, colors.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.primaryHover, colors.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    // secondary buttons draw primary text on the soft tint
    expect(contrast(colors.primary, colors.primarySoft)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes every token as a --halo-* custom property', () => {
    const css = themeDeclarations('gold');
    expect(css).toContain('--halo-color-primary: #8a6100;');
    expect(css).toContain('--halo-radius: 0.5rem;');
    expect(css.match(/--halo-[a-z-]+:/g)?.length).toBeGreaterThan(10);
  });

  it('scopes the rule to the given selector', () => {
    expect(themeCss(':host', 'aqua')).toMatch(/^:host \{ --halo-/);
  });

  it('recognises only known themes', () => {
    expect(isColorTheme('aqua')).toBe(true);
    expect(isColorTheme('purple')).toBe(false);
    expect(isColorTheme(undefined)).toBe(false);
  });
});

describe('a church brand colour', () => {
  it('keeps white text readable on its hover and dark text on its tint', () => {
    const colors = brandThemeColors('#1D4ED8');
    expect(colors.primary).toBe('#1d4ed8');
    expect(contrast(colors.primaryHover, '#ffffff')).toBeGreaterThan(contrast(colors.primary, '#ffffff'));
    expect(contrast('#1f2430', colors.primarySoft)).toBeGreaterThanOrEqual(4.5);
  });

  it('is a rule of the four primary tokens on the given selector', () => {
    expect(brandColorCss(':host', '#1d4ed8')).toMatch(
      /^:host \{ --halo-color-primary: #1d4ed8; --halo-color-primary-hover: #[0-9a-f]{6}; --halo-color-primary-contrast: #ffffff; --halo-color-primary-soft: #[0-9a-f]{6}; \}$/,
    );
  });
});
