// The weekly email of the donor lists (docs/PRODUCT.md §15): for each church whose week's email is due
// on its own clock (domain `donorListsEmailWeek`: from Monday 07:00 in the church's time zone), one
// email to each administrator who may view gifts (so sees the lists in the console), whose address is
// verified and who has not turned it off. Exactly once per church and week: the week's row
// (`donor_list_weekly_emails`, keyed by church and week start) is inserted in the transaction that
// queues the emails, so a second pass, a second instance or a pass after a process was killed (its
// transaction rolled back, so no row and no email) finds the week taken or sends it whole.
import {
  DEFAULT_LAPSED_WINDOWS,
  DEFAULT_TOP_GIVERS,
  calendarDateInTimeZone,
  defaultDonorListPeriod,
  donorListsEmailWeek,
  hourInTimeZone,
  lapsedDays,
  resolveLocale,
  type CalendarDate,
} from '@halo/domain';
import { and, asc, eq, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  donorListEmailOptOuts,
  donorListWeeklyEmails,
  organizations,
  users,
  type DonorListSizes,
  type OrganizationRow,
} from '../../db/schema';
import { organizationUrl } from '../../core/organizationUrl';
import { enqueueMail } from '../../mail/outbox';
import { donorListSize, recurringAtRiskSize, type DonorListName } from './donorListQueries';
import { weeklyDonorListsEmail } from './weeklyDonorListsEmailMessage';

export interface WeeklyDonorListsEmailSummary {
  /** Churches whose week was taken by this pass. */
  weeks: number;
  /** Emails queued. */
  emails: number;
}

/** The console's Donors, where the lists are. */
export const DONOR_LISTS_CONSOLE_PATH = '/admin/donors';

/** Each list's size on `today`, with the console's default options (what opening a list shows). */
export async function donorListSizes(
  db: Database,
  organizationId: number,
  today: CalendarDate,
): Promise<DonorListSizes> {
  const query = (list: DonorListName) => ({
    list,
    period: defaultDonorListPeriod(today),
    lapsed: lapsedDays(today, DEFAULT_LAPSED_WINDOWS),
    limit: DEFAULT_TOP_GIVERS,
  });
  // One at a time: inside a transaction there is one connection.
  const firstTime = await donorListSize(db, organizationId, query('FirstTime'));
  const lapsed = await donorListSize(db, organizationId, query('Lapsed'));
  const topGivers = await donorListSize(db, organizationId, query('TopGivers'));
  const atRisk = await recurringAtRiskSize(db, organizationId, today);
  return { firstTime, lapsed, topGivers, atRisk };
}

/** No list has anyone (or there is no week to say so of). */
export const emptyDonorLists = (sizes: DonorListSizes | null) =>
  sizes === null || Object.values(sizes).every((size) => size === 0);

/**
 * The church's administrators the email goes to: 'view-gifts' (or a Halo administrator, who holds
 * every ability), a verified address, and the email not turned off.
 */
function recipients(tx: Database, organizationId: number) {
  return tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        or(eq(users.isHaloAdmin, true), sql`${users.abilities} @> '["view-gifts"]'::jsonb`),
        isNotNull(users.emailVerifiedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(donorListEmailOptOuts)
            .where(eq(donorListEmailOptOuts.userId, users.id)),
        ),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Makes the church's email of the week that starts `weekStart`, once; the number of emails queued
 * (0 when the week was already taken, or when every list was empty this week and last).
 */
export async function sendWeeklyDonorListsEmail(
  db: Database,
  publicUrl: string,
  organization: OrganizationRow,
  week: { weekStart: CalendarDate; previousWeekStart: CalendarDate },
  today: CalendarDate,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const sizes = await donorListSizes(tx, organization.id, today);
    const [previous] = await tx
      .select({ sizes: donorListWeeklyEmails.sizes })
      .from(donorListWeeklyEmails)
      .where(
        and(
          eq(donorListWeeklyEmails.organizationId, organization.id),
          eq(donorListWeeklyEmails.weekStart, week.previousWeekStart),
        ),
      );
    const lastWeek = previous?.sizes ?? null;
    // Nothing to tell: a church with no giving yet is not written to every Monday about empty lists.
    const to =
      emptyDonorLists(sizes) && emptyDonorLists(lastWeek) ? [] : await recipients(tx, organization.id);
    // The claim: whoever inserts the week's row first sends its emails; any other pass or instance
    // stops here (on PostgreSQL it waits for the first to commit, then finds the row).
    const [claimed] = await tx
      .insert(donorListWeeklyEmails)
      .values({ organizationId: organization.id, weekStart: week.weekStart, sizes, emailsQueued: to.length })
      .onConflictDoNothing()
      .returning({ weekStart: donorListWeeklyEmails.weekStart });
    if (!claimed) return null;
    const donorsUrl = organizationUrl(publicUrl, organization.subdomain, DONOR_LISTS_CONSOLE_PATH);
    for (const administrator of to) {
      await enqueueMail(
        tx,
        weeklyDonorListsEmail({
          to: administrator.email,
          locale: resolveLocale(administrator.locale),
          churchName: organization.displayName,
          country: organization.contact.country,
          weekStart: week.weekStart,
          sizes,
          lastWeek,
          donorsUrl,
        }),
        organization.id,
      );
    }
    return to.length;
  });
}

/** One pass over every church, as of `now`. */
export async function runWeeklyDonorListsEmails(
  db: Database,
  publicUrl: string,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<WeeklyDonorListsEmailSummary> {
  const churches = await db.select().from(organizations).orderBy(asc(organizations.id));
  const summary: WeeklyDonorListsEmailSummary = { weeks: 0, emails: 0 };
  for (const church of churches) {
    if (shouldStop()) break;
    const today = calendarDateInTimeZone(church.timeZone, now);
    const week = donorListsEmailWeek(today, hourInTimeZone(church.timeZone, now));
    if (!week) continue;
    // Most passes find the week done: a read, before the lists are counted in a transaction.
    const [done] = await db
      .select({ weekStart: donorListWeeklyEmails.weekStart })
      .from(donorListWeeklyEmails)
      .where(
        and(
          eq(donorListWeeklyEmails.organizationId, church.id),
          eq(donorListWeeklyEmails.weekStart, week.weekStart),
        ),
      );
    if (done) continue;
    const queued = await sendWeeklyDonorListsEmail(db, publicUrl, church, week, today);
    if (queued === null) continue;
    summary.weeks += 1;
    summary.emails += queued;
  }
  return summary;
}
