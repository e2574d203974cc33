/**
 * The locale money and dates are written in: the reader's language with the church's country.
 * Spanish alone means Spain to Intl ("25,00 US$"); a Spanish-speaking donor of an American church
 * reads "$25.00", as American Spanish writes it, so `es` with `US` is `es-US` (and en-CA, es-MX, …
 * follow). Without a known country, the language alone.
 */
export function formattingLocale(language: string, country: string | null | undefined): string {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return language;
  const tag = `${language}-${country.toUpperCase()}`;
  let supported = supportedTags.get(tag);
  if (supported === undefined) {
    supported = isSupported(tag);
    supportedTags.set(tag, supported);
  }
  return supported ? tag : language;
}

// Asking Intl which locales it has is slow next to writing an amount, and every amount on a form asks
// for the same one or two tags.
const supportedTags = new Map<string, boolean>();

function isSupported(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}
