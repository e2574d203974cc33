/**
 * A donor's pledge to a campaign (docs/PRODUCT.md §14 "Pledges"): an amount promised over the
 * campaign's period, and what has been given toward it. Given counts the donor's gifts through the
 * campaign by the rule that counts them toward the campaign's raised (`campaignRaisedCents`: before
 * any fee the donor covered, less refunds, settled only), limited to the campaign's dates.
 */
import { campaignRaisedCents, type CampaignGift } from '../campaign';

export interface PledgeGift extends CampaignGift {
  /** The gift's day on the church's calendar, YYYY-MM-DD. */
  date: string;
}

export interface CampaignPeriod {
  /** YYYY-MM-DD or null: the campaign has no start (or no end). */
  startDate: string | null;
  endDate: string | null;
}

/** Whether a gift's day falls in the campaign's period (both ends included). */
export function isWithinCampaignPeriod(date: string, period: CampaignPeriod): boolean {
  if (period.startDate !== null && date < period.startDate) return false;
  if (period.endDate !== null && date > period.endDate) return false;
  return true;
}

/**
 * What a donor has given toward a pledge: the sum over the donor's gifts through the campaign within
 * its period of what each adds to the campaign's raised. The API sums the same expression in SQL
 * (core/pledges); this is its reference, checked against it by the property-based test.
 */
export function pledgeGivenCents(gifts: readonly PledgeGift[], period: CampaignPeriod): number {
  let given = 0;
  for (const gift of gifts) {
    if (isWithinCampaignPeriod(gift.date, period)) given += campaignRaisedCents(gift);
  }
  return given;
}

export interface PledgeProgress {
  /** Cents given toward the pledge. */
  given: number;
  /** Cents pledged. */
  pledged: number;
  /** How far along the bar is drawn, 0 to 100: giving past the pledge shows a full bar. */
  percent: number;
  /** Given reached the pledge. */
  fulfilled: boolean;
}

export function pledgeProgress(givenCents: number, pledgedCents: number): PledgeProgress {
  const given = Math.max(0, givenCents);
  const percent = pledgedCents <= 0 ? 0 : Math.min(100, Math.floor((given * 100) / pledgedCents));
  return { given, pledged: pledgedCents, percent, fulfilled: pledgedCents > 0 && given >= pledgedCents };
}
