// Theme tokens as CSS custom properties (`--halo-*`). Custom properties cross the shadow boundary, so the
// same tokens style the page (host, portal) and the `<halo-give>` shadow root; a church overrides them
// on the element itself (`halo-give { --halo-color-primary: … }`), which beats our `:host` defaults.

import { THEME_COLOURS, type ThemeColour } from '@halo/domain';

/** The colour themes of docs/PRODUCT.md §9. */
export const colorThemes = THEME_COLOURS;
export type ColorTheme = ThemeColour;
export const defaultColorTheme: ColorTheme = 'periwinkle';

export interface ThemeColors {
  /** Buttons, links, focus rings. White text on it meets WCAG AA (4.5:1). */
  primary: string;
  primaryHover: string;
  primaryContrast: string;
  /** A light tint of primary for backgrounds. */
  primarySoft: string;
}

export const themeColors: Record<ColorTheme, ThemeColors> = {
  gold: { primary: '#8a6100', primaryHover: '#6f4e00', primaryContrast: '#ffffff', primarySoft: '#fbf3dc' },
  success: {
    primary: '#1e7b34',
    primaryHover: '#17622a',
    primaryContrast: '#ffffff',
    primarySoft: '#e3f4e7',
  },
  aqua: { primary: '#00707a', primaryHover: '#005a62', primaryContrast: '#ffffff', primarySoft: '#dff4f5' },
  periwinkle: {
    primary: '#4f5bb5',
    primaryHover: '#3e4899',
    primaryContrast: '#ffffff',
    primarySoft: '#eceefb',
  },
};

/** Tokens every theme shares. */
export const baseTokens = {
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'font-size': '1rem',
  'color-text': '#1f2430',
  'color-muted': '#555e6e',
  'color-surface': '#ffffff',
  'color-background': '#f6f7fb',
  'color-border': '#d5d9e2',
  'color-success': '#1e7b34',
  'color-error': '#b3261e',
  'color-warning': '#8a5300',
  radius: '0.5rem',
  space: '1rem',
} as const;

/**
 * The shared tokens for a dark reader (`prefers-color-scheme: dark`), on our own pages only: the
 * embed follows the church's page. The church's primary stays; its soft tint turns dark so text on it
 * stays readable.
 */
export const darkTokens = {
  'color-text': '#e8eaf0',
  'color-muted': '#b4bac6',
  'color-surface': '#1c2030',
  'color-background': '#12141c',
  'color-border': '#3f4558',
  'color-error': '#ff8a80',
  'color-success': '#7bd88f',
  'color-warning': '#f0b35a',
  'color-primary-soft': '#262b40',
} as const;

/** The `--halo-*` declarations of the dark tokens. */
export function darkThemeDeclarations(): string {
  return Object.entries(darkTokens)
    .map(([name, value]) => `--halo-${name}: ${value};`)
    .join(' ');
}

export function isColorTheme(value: unknown): value is ColorTheme {
  return typeof value === 'string' && (colorThemes as readonly string[]).includes(value);
}

/** The `--halo-*` declarations of a theme, e.g. `--halo-color-primary: #4f5bb5;`. */
export function themeDeclarations(theme: ColorTheme = defaultColorTheme): string {
  const colors = themeColors[theme];
  const tokens: Record<string, string> = {
    ...baseTokens,
    'color-primary': colors.primary,
    'color-primary-hover': colors.primaryHover,
    'color-primary-contrast': colors.primaryContrast,
    'color-primary-soft': colors.primarySoft,
  };
  return Object.entries(tokens)
    .map(([name, value]) => `--halo-${name}: ${value};`)
    .join(' ');
}

/**
 * A CSS rule setting the theme tokens on `selector`: `:root` in a page, `:host` in a shadow root.
 */
export function themeCss(selector: string, theme: ColorTheme = defaultColorTheme): string {
  return `${selector} { ${themeDeclarations(theme)} }`;
}

/** `#rrggbb` mixed with `toward` (`#rrggbb`) by `share` (0 … 1). */
function mixHex(colour: string, toward: string, share: number): string {
  const channel = (hex: string, offset: number) => parseInt(hex.slice(offset, offset + 2), 16);
  return `#${[1, 3, 5]
    .map((offset) => {
      const mixed = Math.round(channel(colour, offset) * (1 - share) + channel(toward, offset) * share);
      return mixed.toString(16).padStart(2, '0');
    })
    .join('')}`;
}

/**
 * The colours of a church's brand colour (`#rrggbb`, which the console only accepts when white text
 * on it is readable): hover a little darker, the soft tint mostly white.
 */
export function brandThemeColors(primary: string): ThemeColors {
  const colour = primary.toLowerCase();
  return {
    primary: colour,
    primaryHover: mixHex(colour, '#000000', 0.2),
    primaryContrast: '#ffffff',
    primarySoft: mixHex(colour, '#ffffff', 0.9),
  };
}

/**
 * A rule giving `selector` a church's brand colour. Defaults only: on `<halo-give>` it sits on
 * `:host`, so custom properties the embedding page sets on the element still win.
 */
export function brandColorCss(selector: string, primary: string): string {
  const colors = brandThemeColors(primary);
  return `${selector} { --halo-color-primary: ${colors.primary}; --halo-color-primary-hover: ${colors.primaryHover}; --halo-color-primary-contrast: ${colors.primaryContrast}; --halo-color-primary-soft: ${colors.primarySoft}; }`;
}
