/**
 * Pledge progress on a contribution statement (docs/PRODUCT.md §14 "Pledges"): for each pledge the
 * statement lists, the campaign, what was given toward it to date and what was pledged, in the
 * donor's language. The statement's PDF and its email text say the same words.
 */
import type { Locale } from '../constants';
import { formatMoney } from '../money';
import { pledgeProgress } from './pledgeProgress';

export interface StatementPledge {
  campaignName: string;
  /** Cents pledged. */
  pledged: number;
  /** Cents given toward the pledge to date. */
  given: number;
}

const WORDS: Record<
  Locale,
  {
    title: string;
    line: (campaign: string, given: string, pledged: string) => string;
    percent: (percent: number) => string;
    fulfilled: string;
  }
> = {
  en: {
    title: 'Pledges',
    line: (campaign, given, pledged) => `${campaign}: ${given} given of ${pledged} pledged`,
    percent: (percent) => `${percent}%`,
    fulfilled: 'fulfilled',
  },
  es: {
    title: 'Promesas',
    line: (campaign, given, pledged) => `${campaign}: ${given} dados de ${pledged} prometidos`,
    percent: (percent) => `${percent} %`,
    fulfilled: 'cumplida',
  },
};

/** The heading above the statement's pledges: "Pledges" / "Promesas". */
export function pledgeStatementTitle(locale: Locale): string {
  return WORDS[locale].title;
}

/**
 * One pledge as the statement writes it: "Building Fund: $250.00 given of $1,000.00 pledged (25%)",
 * "(fulfilled)" once given reaches the pledge; money as `formatting` writes `currency`.
 */
export function pledgeStatementLine(
  pledge: StatementPledge,
  currency: string,
  formatting: string,
  locale: Locale,
): string {
  const words = WORDS[locale];
  const progress = pledgeProgress(pledge.given, pledge.pledged);
  const money = (cents: number) => formatMoney(cents, currency, formatting);
  const state = progress.fulfilled ? words.fulfilled : words.percent(progress.percent);
  return `${words.line(pledge.campaignName, money(progress.given), money(pledge.pledged))} (${state})`;
}

/**
 * The pledges as the statement's email text adds them under the letter: the heading, then a line per
 * pledge; empty when the statement lists none.
 */
export function pledgeStatementText(
  pledges: readonly StatementPledge[],
  currency: string,
  formatting: string,
  locale: Locale,
): string {
  if (pledges.length === 0) return '';
  const lines = pledges.map((pledge) => `- ${pledgeStatementLine(pledge, currency, formatting, locale)}`);
  return [pledgeStatementTitle(locale), ...lines].join('\n');
}
