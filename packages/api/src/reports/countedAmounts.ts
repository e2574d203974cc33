// What a gift counts for in every total (the donor's portal, statements, the church's console): a
// succeeded gift less what was refunded of it. A gift of $100 refunded $30 counts $70; a wholly
// refunded gift (status refunded) and a failed one count nothing. The donor_gift_totals trigger
// (drizzle/0016_donor_totals_count_partial_refunds.sql) counts the same way in SQL of its own.
import { sql } from 'drizzle-orm';
import { contributionFunds, contributions } from '../db/schema';

/** The amount a gift counts for, 0 unless it succeeded. */
export const countedAmount = sql<number>`case when ${contributions.status} = 'succeeded' then ${contributions.chargedAmount} - ${contributions.refundedAmount} else 0 end`;

/**
 * A fund's part of a succeeded gift less its share of a partial refund, in whole cents (the refund
 * is shared in proportion to each fund's part, rounded down). Only meaningful for succeeded gifts.
 */
export const countedFundAmount = sql<number>`${contributionFunds.chargedAmount} - ${contributionFunds.chargedAmount}::bigint * ${contributions.refundedAmount} / ${contributions.chargedAmount}`;
