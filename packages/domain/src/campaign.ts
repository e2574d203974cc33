/**
 * A church's giving campaign (docs/PRODUCT.md §14): a named goal with its own address, a slug made
 * from the name that an administrator may edit. A slug is what donors type and what QR codes and
 * snippets carry, so it is plain lowercase ASCII letters and digits joined by single hyphens.
 */

export const CAMPAIGN_NAME_MAX = 100;
export const CAMPAIGN_SLUG_MAX = 60;
export const CAMPAIGN_DESCRIPTION_MAX = 500;
/** A goal of at least $1.00 and at most $100,000,000.00, in cents. */
export const CAMPAIGN_GOAL_MIN = 100;
export const CAMPAIGN_GOAL_MAX = 10_000_000_000;
/** The funds a campaign may give to: one or a few, as a gift may be split (fundSplitField). */
export const CAMPAIGN_FUNDS_MAX = 10;

export const CAMPAIGN_STATUSES = ['open', 'closed', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a name suggests: accents dropped (`Construcción` → `construccion`), every run of other
 * characters one hyphen, none at either end, cut to the limit at a word where it can be.
 */
export function slugFromName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (plain.length <= CAMPAIGN_SLUG_MAX) return plain;
  const cut = plain.slice(0, CAMPAIGN_SLUG_MAX);
  if (plain[CAMPAIGN_SLUG_MAX] === '-') return cut;
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** Whether `slug` may name a campaign (what `slugFromName` writes, at most CAMPAIGN_SLUG_MAX long). */
export function isCampaignSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= CAMPAIGN_SLUG_MAX && SLUG.test(slug);
}

export interface CampaignFields {
  name: string;
  slug: string;
  /** Cents. */
  goal: number;
  description: string;
  /** YYYY-MM-DD or null. */
  startDate: string | null;
  endDate: string | null;
  fundCount: number;
}

export type CampaignRefusal =
  | { field: 'name' | 'slug' | 'funds'; reason: 'required' }
  | { field: 'name' | 'slug' | 'description'; reason: 'tooLong'; max: number }
  | { field: 'slug'; reason: 'slugFormat' }
  | { field: 'goal'; reason: 'goalRange'; min: number; max: number }
  | { field: 'endDate'; reason: 'endBeforeStart' }
  | { field: 'funds'; reason: 'tooManyFunds'; max: number };

/** Why these fields cannot be saved as a campaign, field by field (empty when they can). */
export function campaignRefusals(fields: CampaignFields): CampaignRefusal[] {
  const refusals: CampaignRefusal[] = [];
  if (fields.name.trim() === '') refusals.push({ field: 'name', reason: 'required' });
  else if (fields.name.length > CAMPAIGN_NAME_MAX)
    refusals.push({ field: 'name', reason: 'tooLong', max: CAMPAIGN_NAME_MAX });
  if (fields.slug === '') refusals.push({ field: 'slug', reason: 'required' });
  else if (fields.slug.length > CAMPAIGN_SLUG_MAX)
    refusals.push({ field: 'slug', reason: 'tooLong', max: CAMPAIGN_SLUG_MAX });
  else if (!isCampaignSlug(fields.slug)) refusals.push({ field: 'slug', reason: 'slugFormat' });
  if (
    !Number.isSafeInteger(fields.goal) ||
    fields.goal < CAMPAIGN_GOAL_MIN ||
    fields.goal > CAMPAIGN_GOAL_MAX
  )
    refusals.push({ field: 'goal', reason: 'goalRange', min: CAMPAIGN_GOAL_MIN, max: CAMPAIGN_GOAL_MAX });
  if (fields.description.length > CAMPAIGN_DESCRIPTION_MAX)
    refusals.push({ field: 'description', reason: 'tooLong', max: CAMPAIGN_DESCRIPTION_MAX });
  if (fields.startDate && fields.endDate && fields.endDate < fields.startDate)
    refusals.push({ field: 'endDate', reason: 'endBeforeStart' });
  if (fields.fundCount < 1) refusals.push({ field: 'funds', reason: 'required' });
  else if (fields.fundCount > CAMPAIGN_FUNDS_MAX)
    refusals.push({ field: 'funds', reason: 'tooManyFunds', max: CAMPAIGN_FUNDS_MAX });
  return refusals;
}

export interface CampaignGift {
  status: 'succeeded' | 'failed' | 'refunded';
  /** What the card was charged, cents. */
  amount: number;
  /** The part of `amount` the donor added to cover the fee. */
  coveredFee: number;
  /** What was given back so far. */
  refundedAmount: number;
}

/**
 * What a gift adds to its campaign's "raised": the gift before any fee the donor covered, less what
 * was refunded of it, never below nothing; a failed charge adds nothing. The API sums the same
 * expression in SQL (campaignTotals.ts); this is its reference, checked against it by the tests.
 */
export function campaignRaisedCents(gift: CampaignGift): number {
  if (gift.status === 'failed') return 0;
  return Math.max(0, gift.amount - gift.coveredFee - gift.refundedAmount);
}

/** How far along the bar is drawn, 0 to 100: a campaign past its goal shows a full bar. */
export function campaignProgressPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((raisedCents * 100) / goalCents)));
}

/**
 * Whether donors may give through a campaign today: `ended` once closed, archived or past its end
 * date; `upcoming` before its start date. The church's calendar decides "today".
 */
export type CampaignGivingState = 'open' | 'upcoming' | 'ended';

export function campaignGivingState(
  campaign: { status: CampaignStatus; startDate: string | null; endDate: string | null },
  today: string,
): CampaignGivingState {
  if (campaign.status !== 'open') return 'ended';
  if (campaign.endDate !== null && today > campaign.endDate) return 'ended';
  if (campaign.startDate !== null && today < campaign.startDate) return 'upcoming';
  return 'open';
}

/** The public live-update channel of a campaign's totals (docs/CONTRACTS.md "Campaigns"). */
export function campaignChannelName(campaignPrefixedId: string): string {
  return `campaign.${campaignPrefixedId}`;
}

/** Whether a channel name is a campaign's public channel, the only public channel there is. */
export function isCampaignChannelName(channel: string): boolean {
  return /^campaign\.cmp_[0-9a-f]{24}$/.test(channel);
}
