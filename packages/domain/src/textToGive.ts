import { parseAmountInput } from './amountInput';
import type { Locale } from './constants';
import type { Cents } from './money';

/**
 * Carrier opt-out words (CTIA, and the ones Twilio's Advanced Opt-Out stops on by default): a
 * message that is only one of them stops every reply to that phone until it opts in again.
 */
export const TEXT_TO_GIVE_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;

/** Words that opt a phone back in. */
export const TEXT_TO_GIVE_START_WORDS = ['START', 'UNSTOP'] as const;

/** Words that ask for help, answered even after an opt-out (carrier rules); AYUDA answers in Spanish. */
export const TEXT_TO_GIVE_HELP_WORDS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['HELP', 'INFO'],
  es: ['AYUDA'],
};

/** Words that may come before the amount; the Spanish ones are answered in Spanish. */
export const TEXT_TO_GIVE_GIVE_WORDS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['GIVE'],
  es: ['DAR', 'DONAR'],
};

export interface TextToGiveFund {
  prefixedId: string;
  name: string;
}

/** The church's smallest and largest gift, in cents: the giving form's own limits. */
export interface TextToGiveLimits {
  minAmount: number;
  maxAmount: number;
}

/**
 * What a text message asks for. `locale` is the language the words of the message were in, or null
 * when nothing tells (a bare "50"): the church's own language then.
 */
export type TextToGiveRequest =
  | { kind: 'stop' }
  | { kind: 'start' }
  | { kind: 'help'; locale: Locale | null }
  /** A gift: `fund` the church's fund the message named, `unknownFund` words that named none. */
  | {
      kind: 'gift';
      amount: Cents;
      fund: TextToGiveFund | null;
      unknownFund: string | null;
      locale: Locale | null;
    }
  /** An amount outside the church's limits (zero included). */
  | { kind: 'outOfRange'; amount: Cents; locale: Locale | null }
  | { kind: 'unknown' };

/** Lowercase, without accents, punctuation at the ends or repeated spaces: how words are compared. */
export function comparableWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words a fund's name often carries that a donor leaves out ("50 missions" for "Missions Fund"). */
const GENERIC_WORDS = new Set(['fund', 'fondo', 'the', 'el', 'la', 'de', 'del', 'for', 'para']);

const withoutGenericWords = (words: string) =>
  words
    .split(' ')
    .filter((word) => !GENERIC_WORDS.has(word))
    .join(' ');

/**
 * The fund `words` names: the same name, the name without its generic words, or else the one fund
 * whose name holds those words; null when none or several do.
 */
export function matchFund(words: string, funds: readonly TextToGiveFund[]): TextToGiveFund | null {
  const wanted = comparableWords(words);
  if (!wanted) return null;
  const named = funds.map((fund) => ({ fund, name: comparableWords(fund.name) }));
  const exact = named.find(({ name }) => name === wanted);
  if (exact) return exact.fund;
  const bare = withoutGenericWords(wanted);
  const same = named.filter(({ name }) => bare !== '' && withoutGenericWords(name) === bare);
  if (same.length === 1) return same[0]!.fund;
  const holding = named.filter(({ name }) => bare !== '' && ` ${name} `.includes(` ${bare} `));
  return holding.length === 1 ? holding[0]!.fund : null;
}

const keywordOf = (text: string) =>
  text
    .trim()
    .replace(/[.!¡?¿]+$/u, '')
    .replace(/^[¡¿]+/u, '')
    .toUpperCase();

const localeOfWord = (words: Readonly<Record<Locale, readonly string[]>>, word: string): Locale | null =>
  (Object.keys(words) as Locale[]).find((locale) => words[locale].includes(word)) ?? null;

// A give word (optional), the amount (a currency sign and thousands separators allowed), then the
// fund's words, if any.
const GIFT = /^(?:([\p{L}]+)\s+)?(\$?\s?\d[\d.,]*)(?:\s+(.+))?$/u;

/** "50 dollars missions": the currency's name after the amount is not a fund's. */
const CURRENCY_WORDS = /^(?:dollars?|d[oó]lar(?:es)?|usd|bucks)\b\s*/iu;

/**
 * What a donor's text message to a church's text-to-give number asks for (docs/PRODUCT.md §10):
 * an opt-out, an opt-in, help, a gift of an amount to a fund, or something else (answered with help).
 */
export function readTextToGive(
  body: string,
  funds: readonly TextToGiveFund[],
  limits: TextToGiveLimits,
): TextToGiveRequest {
  const keyword = keywordOf(body);
  if ((TEXT_TO_GIVE_STOP_WORDS as readonly string[]).includes(keyword)) return { kind: 'stop' };
  if ((TEXT_TO_GIVE_START_WORDS as readonly string[]).includes(keyword)) return { kind: 'start' };
  const helpLocale = localeOfWord(TEXT_TO_GIVE_HELP_WORDS, keyword);
  if (helpLocale) return { kind: 'help', locale: helpLocale === 'en' ? null : helpLocale };

  const match = GIFT.exec(
    body
      .trim()
      .replace(/[.!]+$/, '')
      .replace(/\s+/g, ' '),
  );
  if (!match) return { kind: 'unknown' };
  const [, word, amountText = '', fundWords] = match;
  let locale: Locale | null = null;
  if (word !== undefined) {
    const giveLocale = localeOfWord(TEXT_TO_GIVE_GIVE_WORDS, word.toUpperCase());
    if (!giveLocale) return { kind: 'unknown' };
    locale = giveLocale === 'en' ? null : giveLocale;
  }
  const amount = parseAmountInput(amountText.replace(/^\$\s/, '$'));
  if (amount === null) return { kind: 'unknown' };
  if (amount < limits.minAmount || amount > limits.maxAmount) return { kind: 'outOfRange', amount, locale };
  const wanted = (fundWords ?? '').replace(CURRENCY_WORDS, '').trim();
  const fund = wanted ? matchFund(wanted, funds) : null;
  return { kind: 'gift', amount, fund, unknownFund: wanted && !fund ? wanted : null, locale };
}
