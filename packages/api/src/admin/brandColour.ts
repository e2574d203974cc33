// The giving page's brand colour drives its buttons, which carry white text: a colour under which
// white text is unreadable is refused (WCAG 2 contrast, 4.5:1 for normal text).

/** WCAG 2's minimum contrast for normal-size text (level AA). */
export const MINIMUM_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** `#1D4ED8 ` → `#1d4ed8`, or null when it is not a six-digit hex colour. */
export function normalizeHexColour(text: string): string | null {
  const colour = text.trim().toLowerCase();
  return HEX_COLOUR.test(colour) ? colour : null;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(colour: string): number {
  const channel = (offset: number) => {
    const value = parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white text on `colour` (1 … 21). */
export function contrastWithWhite(colour: string): number {
  return 1.05 / (relativeLuminance(colour) + 0.05);
}

export function isReadableUnderWhiteText(colour: string): boolean {
  return contrastWithWhite(colour) >= MINIMUM_CONTRAST;
}
