// The code a church pastes into its own website (widget/README.md "Embedding"): the script from the
// API's origin and a `<halo-give>` element carrying the attributes chosen in the console.
import type { Frequency } from '@halo/domain';

export type EmbedLocale = 'en' | 'es';

export interface EmbedChoices {
  /** The church's subdomain: the element's required `org`. */
  org: string;
  /** A fund's name, or null for the church's default fund. */
  fund: string | null;
  /** In currency units as the attribute takes them ("50", "25.50"), or null for no suggestion. */
  amount: string | null;
  frequency: 'one_time' | Frequency;
  /** null: the visitor's browser language. */
  locale: EmbedLocale | null;
  /** A campaign's slug (docs/PRODUCT.md §14): the form gives to it and shows its progress. */
  campaign?: string | null;
}

/** Whether `text` is an amount the element accepts (`50`, `25.50`); the empty text means none. */
export function isEmbedAmount(text: string): boolean {
  return /^\d{1,9}(?:\.\d{1,2})?$/.test(text.trim());
}

/** The element's attributes in the order the snippet writes them; defaults are left out. */
export function embedAttributes(choices: EmbedChoices): Array<[string, string]> {
  const attributes: Array<[string, string]> = [['org', choices.org]];
  if (choices.fund) attributes.push(['fund', choices.fund]);
  if (choices.amount && isEmbedAmount(choices.amount)) attributes.push(['amount', choices.amount.trim()]);
  if (choices.frequency !== 'one_time') attributes.push(['frequency', choices.frequency]);
  if (choices.locale) attributes.push(['locale', choices.locale]);
  if (choices.campaign) attributes.push(['campaign', choices.campaign]);
  return attributes;
}

/** A fund's name may hold quotes or ampersands: written as HTML attribute text. */
function attributeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The two lines to paste, with `origin` the API's public origin (no trailing slash). */
export function embedSnippet(origin: string, choices: EmbedChoices): string {
  const attributes = embedAttributes(choices)
    .map(([name, value]) => ` ${name}="${attributeText(value)}"`)
    .join('');
  return `<script src="${origin}/halo-give.js" defer></script>\n<halo-give${attributes}></halo-give>`;
}
