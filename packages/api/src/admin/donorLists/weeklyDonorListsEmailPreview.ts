// What this week's email of the donor lists says to the signed-in administrator (docs/PRODUCT.md §15),
// read-only in the console beside her setting: the same message, built by the same code
// (`weeklyDonorListsEmail`), in her own language, as the Monday pass makes it. Once this week's email
// was made, its figures are the ones it went with; before, the lists' sizes now. Either way compared
// with last week's email.
import { donorListsWeekOf, resolveLocale } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { donorListWeeklyEmails } from '../../db/schema';
import { organizationUrl } from '../../core/organizationUrl';
import type { DonorListsWeeklyEmailPreview } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { DONOR_LISTS_CONSOLE_PATH, donorListSizes, emptyDonorLists } from './weeklyDonorListsEmailPass';
import { weeklyDonorListsEmail } from './weeklyDonorListsEmailMessage';

export async function previewWeeklyDonorListsEmail(scope: AdminScope): Promise<DonorListsWeeklyEmailPreview> {
  const { db, config } = scope.app;
  const { organization, user } = scope;
  const { weekStart, previousWeekStart } = donorListsWeekOf(scope.today);
  const sizesOf = async (week: string) => {
    const [row] = await db
      .select({ sizes: donorListWeeklyEmails.sizes })
      .from(donorListWeeklyEmails)
      .where(
        and(
          eq(donorListWeeklyEmails.organizationId, organization.id),
          eq(donorListWeeklyEmails.weekStart, week),
        ),
      );
    return row?.sizes ?? null;
  };
  const made = await sizesOf(weekStart);
  const lastWeek = await sizesOf(previousWeekStart);
  const sizes = made ?? (await donorListSizes(db, organization.id, scope.today));
  const message = weeklyDonorListsEmail({
    to: user.email,
    locale: resolveLocale(user.locale),
    churchName: organization.displayName,
    country: organization.contact.country,
    weekStart,
    sizes,
    lastWeek,
    donorsUrl: organizationUrl(config.publicUrl, organization.subdomain, DONOR_LISTS_CONSOLE_PATH),
  });
  return {
    weekStart,
    made: made !== null,
    // As the pass decides: a church whose lists are empty this week and last is written nothing.
    sendsEmail: !(emptyDonorLists(sizes) && emptyDonorLists(lastWeek)),
    subject: message.subject,
    text: message.text,
  };
}
