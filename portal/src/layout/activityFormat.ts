import { formatMoney } from '@halo/domain';

/**
 * Display formats of the donor's activity in the user's locale (docs/PRODUCT.md §1: en, es). Gift dates are days
 * on the church's calendar (`YYYY-MM-DD`), so they are formatted in UTC and never shift by the
 * browser's time zone; activity times are instants and use the browser's zone.
 */
export function formatGiftDate(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatActivityTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Money (integer cents) in the user's locale; '' for an absent amount. */
export function formatAmount(cents: number | null | undefined, currency: string, locale: string): string {
  return cents === null || cents === undefined ? '' : formatMoney(cents, currency, locale);
}

/** Initials for the avatar when the donor has no image: 'Ana López' → 'AL', 'ana@x.org' → 'A'. */
export function initials(name: string): string {
  // An email (the display name when there is no first name) gives its first letter only.
  const words = (name.includes('@') ? (name.split('@')[0] ?? '') : name).split(/\s+/).filter(Boolean);
  if (name.includes('@')) return (words[0]?.[0] ?? '').toUpperCase();
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}
