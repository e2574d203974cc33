// The giving page's settings as the console's form holds them (text, as typed) and the
// `updateGivingPage` input made of only what changed. Amounts are typed in the church's currency
// units and stored as integer cents; the fee percent is typed as 2.9 and stored as 290 basis points.
import type { AdminGivingPageFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import type { GivingPageInput } from 'halo_shared/graphql/schemaTypes';

/** What `updateGivingPage` changes: only the settings given. */
export type GivingPageChanges = Partial<GivingPageInput>;

export const GIVING_MESSAGE_MAX_LENGTH = 280;
export const MAX_PRESET_AMOUNTS = 6;

export interface GivingPageDraft {
  displayName: string;
  logoUrl: string | null;
  brandColor: string;
  fixedAmounts: string[];
  minAmount: string;
  maxAmount: string;
  feePercent: string;
  feeFixed: string;
  givingMessage: string;
  isInMaintenance: boolean;
  /** The text-to-give number as typed; empty: none. */
  smsNumber: string;
}

/** A field of the form whose text could not be read as a number; the form says so beside it. */
export type UnreadableField = 'fixedAmounts' | 'minAmount' | 'maxAmount' | 'feePercentBps' | 'feeFixedCents';

/** `2550` → "25.50" (two decimals when there are any, "25" for whole amounts). */
export function hundredthsText(value: number): string {
  const whole = Math.floor(value / 100);
  const rest = value % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** "25.5" → 2550, "25" → 2500; null when the text is not a plain non-negative number with ≤ 2 decimals. */
export function parseHundredths(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function draftOf(page: AdminGivingPageFieldsFragment): GivingPageDraft {
  return {
    displayName: page.displayName,
    logoUrl: page.logoUrl ?? null,
    brandColor: page.brandColor ?? '',
    fixedAmounts: page.fixedAmounts.map(hundredthsText),
    minAmount: hundredthsText(page.minAmount),
    maxAmount: hundredthsText(page.maxAmount),
    feePercent: hundredthsText(page.feePercentBps),
    feeFixed: hundredthsText(page.feeFixedCents),
    givingMessage: page.givingMessage ?? '',
    isInMaintenance: page.isInMaintenance,
    smsNumber: page.smsNumber ?? '',
  };
}

export type ChangesResult =
  { ok: true; input: GivingPageChanges; count: number } | { ok: false; unreadable: UnreadableField[] };

/** The `updateGivingPage` input holding only the settings that differ from `page`. */
export function changedSettings(page: AdminGivingPageFieldsFragment, draft: GivingPageDraft): ChangesResult {
  const unreadable: UnreadableField[] = [];
  const read = (text: string, field: UnreadableField) => {
    const value = parseHundredths(text);
    if (value === null) unreadable.push(field);
    return value ?? 0;
  };
  const amounts = draft.fixedAmounts.filter((text) => text.trim() !== '');
  const fixedAmounts = amounts.map((text) => read(text, 'fixedAmounts'));
  const minAmount = read(draft.minAmount, 'minAmount');
  const maxAmount = read(draft.maxAmount, 'maxAmount');
  const feePercentBps = read(draft.feePercent, 'feePercentBps');
  const feeFixedCents = read(draft.feeFixed, 'feeFixedCents');
  if (unreadable.length > 0) return { ok: false, unreadable: [...new Set(unreadable)] };

  const input: GivingPageChanges = {};
  if (draft.displayName !== page.displayName) input.displayName = draft.displayName;
  if (draft.logoUrl !== (page.logoUrl ?? null)) input.logoUrl = draft.logoUrl;
  const colour = draft.brandColor.trim();
  if (colour.toLowerCase() !== (page.brandColor ?? '').toLowerCase()) input.brandColor = colour || null;
  if (fixedAmounts.join() !== page.fixedAmounts.join()) input.fixedAmounts = fixedAmounts;
  if (minAmount !== page.minAmount) input.minAmount = minAmount;
  if (maxAmount !== page.maxAmount) input.maxAmount = maxAmount;
  if (feePercentBps !== page.feePercentBps) input.feePercentBps = feePercentBps;
  if (feeFixedCents !== page.feeFixedCents) input.feeFixedCents = feeFixedCents;
  if (draft.givingMessage.trim() !== (page.givingMessage ?? ''))
    input.givingMessage = draft.givingMessage.trim();
  if (draft.isInMaintenance !== page.isInMaintenance) input.isInMaintenance = draft.isInMaintenance;
  // The server reads the number (E.164, spaces and dashes allowed) and says what is wrong with it.
  const smsNumber = draft.smsNumber.trim();
  if (smsNumber !== (page.smsNumber ?? '')) input.smsNumber = smsNumber || null;
  return { ok: true, input, count: Object.keys(input).length };
}

/** `#1a2b3c` as typed, or null while the text is not a full colour (the preview keeps Halo's). */
export function completeColour(text: string): string | null {
  const trimmed = text.trim();
  return /^#[0-9a-f]{6}$/i.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(colour.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The colour the preview paints Continue with (white text on it): the typed one only when the server
 * would take it (4.5:1 against white, WCAG AA), so the preview never shows unreadable text.
 */
export function previewColour(text: string): string | null {
  const colour = completeColour(text);
  return colour && 1.05 / (luminance(colour) + 0.05) >= 4.5 ? colour : null;
}
