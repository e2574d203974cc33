import type { Frequency } from './constants';

/** What a link to the hosted giving page may ask the form to start with. */
export interface GivingPageLink {
  /** Integer cents. */
  amount?: number | null;
  /** A fund's prefixed id or name. */
  fund?: string | null;
  frequency?: 'one_time' | Frequency | null;
  memo?: string | null;
  /** A campaign's address (docs/PRODUCT.md §14): the form gives through it. */
  campaign?: string | null;
}

/**
 * The hosted giving page's path that opens the form with `link` chosen:
 * `/?amount=75.00&fund=fund_…&frequency=monthly&memo=…`, the query the giving page reads with the
 * same rules as `<halo-give>`'s attributes (the amount in currency units).
 */
export function givingPagePath(link: GivingPageLink): string {
  const query = new URLSearchParams();
  if (link.amount) query.set('amount', (link.amount / 100).toFixed(2));
  if (link.fund) query.set('fund', link.fund);
  if (link.frequency) query.set('frequency', link.frequency);
  if (link.memo) query.set('memo', link.memo);
  if (link.campaign) query.set('campaign', link.campaign);
  const search = query.toString();
  return search ? `/?${search}` : '/';
}
