// Giving in one reply (docs/PRODUCT.md §10 "Giving in one reply"): a donor verifies a phone in the
// portal's Profile; a text of an amount from that phone is answered with a prompt naming the gift
// and the card, and YES (SÍ in Spanish) gives it. The rules here are pure: the phone's form, the
// verification's lapse, the confirmation words and the prompt's words.
import type { Locale } from './constants';

/** A verification code is six digits, texted to the phone. */
export const PHONE_CODE_LENGTH = 6;

/** A verified phone gives in one reply for this many months after its verification. */
export const PHONE_VERIFICATION_MONTHS = 12;

/** A prompt may be answered YES for this long. */
export const TEXT_GIFT_PROMPT_MINUTES = 10;

const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The phone a donor typed, in E.164 (`+15551234567`), or null when it is not one. A number with
 * a leading + is taken as written; otherwise a 10-digit North American number (with or without its
 * leading 1), the only kind a US church's text-to-give number can text with.
 */
export function normalizePhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    const e164 = `+${digits}`;
    return E164.test(e164) ? e164 : null;
  }
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // NANP: area code and exchange start with 2-9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

/** A phone as logs and notices may show it: its last four digits only. */
export function maskedPhone(phone: string): string {
  return `•••${phone.slice(-4)}`;
}

/** Whether `typed` is a well-formed verification code (spaces allowed between digits). */
export function readPhoneCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** When a verification made at `verifiedAt` lapses: the same moment, twelve months later. */
export function phoneVerificationLapsesAt(verifiedAt: Date): Date {
  const lapses = new Date(verifiedAt.getTime());
  const day = lapses.getUTCDate();
  lapses.setUTCMonth(lapses.getUTCMonth() + PHONE_VERIFICATION_MONTHS);
  // 29 February verified: lapses on 28 February, not in March.
  if (lapses.getUTCDate() !== day) lapses.setUTCDate(0);
  return lapses;
}

/** A verification still lets the phone give in one reply at `now`. */
export function isPhoneVerificationCurrent(verifiedAt: Date | null, now: Date): boolean {
  return verifiedAt !== null && now < phoneVerificationLapsesAt(verifiedAt);
}

/**
 * The language of a reply that confirms a prompt: YES (any case, Y not accepted, so a stray letter
 * gives nothing) is English, SI or SÍ Spanish; null for anything else. Punctuation around the word is
 * ignored ("Yes!", "¡Sí!").
 */
export function readTextGiftConfirmation(body: string): Locale | null {
  const word = body
    .trim()
    .replace(/^[¡¿"'“]+/u, '')
    .replace(/[.!?"'”]+$/u, '')
    .toUpperCase();
  if (word === 'YES') return 'en';
  if (word === 'SI' || word === 'SÍ') return 'es';
  return null;
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A saved card as a text names it: "Visa ••4242". */
export function textCardLabel(card: { brand: string; lastFour: string }): string {
  const known = BRAND_NAMES[card.brand.toLowerCase()];
  const brand = known ?? (card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : '');
  return `${brand} ••${card.lastFour}`.trim();
}

export interface TextGiftPromptInput {
  /** The amount as the church's receipts write it ("$50.00"). */
  amount: string;
  fund: string;
  card: { brand: string; lastFour: string };
}

/**
 * The prompt that answers an amount texted from a verified phone:
 * "Reply YES to give $50.00 to General Fund with Visa ••4242".
 */
export function textGiftPrompt(locale: Locale, { amount, fund, card }: TextGiftPromptInput): string {
  const label = textCardLabel(card);
  return locale === 'es'
    ? `Responde SÍ para dar ${amount} a ${fund} con ${label}`
    : `Reply YES to give ${amount} to ${fund} with ${label}`;
}
