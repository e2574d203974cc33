// What a stopped server's database holds of the gifts a browser test made, read back to check each
// was stored exactly once with the right money, fund, status and dates.
import { queryDatabase } from './database';

/**
 * Every gift of the donors whose email starts with one of `emailPrefixes`, one row per fund share,
 * oldest first: amounts in cents, dates as `YYYY-MM-DD`.
 */
export function storedGifts(dataDir: string, emailPrefixes: string[]) {
  const matches = emailPrefixes.map((prefix) => `u.email LIKE '${prefix}%'`).join(' OR ');
  return queryDatabase(
    dataDir,
    `
      SELECT u.email, c.charged_amount, c.fee, c.net_amount, c.covered_fee, c.is_fee_covered, c.status,
             c.card_last_four, c.date::text AS date, c.occurrence_date::text AS occurrence_date,
             c.recurring_giving_id, f.name AS fund, cf.charged_amount AS fund_charged_amount
        FROM contributions c
        JOIN users u ON u.id = c.donor_user_id
        JOIN contribution_funds cf ON cf.contribution_id = c.id
        JOIN funds f ON f.id = cf.fund_id
       WHERE ${matches}
       ORDER BY c.id`,
  );
}

/** The accounts of these emails that have recurring gifts: one row per gift and fund. */
export function storedRecurringGifts(dataDir: string, emails: string[]) {
  return queryDatabase(
    dataDir,
    `
      SELECT u.email, u.password_hash IS NOT NULL AS has_password, u.email_verified_at,
             r.id, r.schedule_type, r.start_date::text AS start_date,
             r.next_occurrence::text AS next_occurrence, r.last_occurrence::text AS last_occurrence,
             r.gift_amount, r.status, r.is_fee_covered, f.name AS fund
        FROM users u
        JOIN recurring_givings r ON r.donor_user_id = u.id
        JOIN recurring_giving_funds rf ON rf.recurring_giving_id = r.id
        JOIN funds f ON f.id = rf.fund_id
       WHERE u.email IN (${['', ...emails].map((email) => `'${email}'`).join(', ')})`,
  );
}
