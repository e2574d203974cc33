// Queues a recurring gift's calendar confirmation (recurringScheduleEmail) in the transaction that
// makes the change, for the portal's skip, pause-until and end-date and for the engine's end.
import { localeOf } from '@halo/domain';
import { asc, eq } from 'drizzle-orm';
import { organizationUrl } from '../organizationUrl';
import type { Database } from '../../db/database';
import {
  funds,
  recurringGivingFunds,
  users,
  type OrganizationRow,
  type RecurringGivingRow,
} from '../../db/schema';
import { giftAmounts } from '../giftAmounts';
import { enqueueMail } from '../../mail/outbox';
import { recurringScheduleEmail, type ScheduleChange } from './recurringScheduleEmail';

export async function enqueueScheduleMail(
  tx: Database,
  publicUrl: string,
  organization: OrganizationRow,
  gift: RecurringGivingRow,
  change: ScheduleChange,
): Promise<void> {
  const [donor] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, gift.donorUserId));
  if (!donor) return;
  const fundRows = await tx
    .select({ name: funds.name })
    .from(recurringGivingFunds)
    .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
    .where(eq(recurringGivingFunds.recurringGivingId, gift.id))
    .orderBy(asc(funds.name));
  const amounts = giftAmounts(gift.giftAmount, gift.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  await enqueueMail(
    tx,
    recurringScheduleEmail({
      to: donor.email,
      // Like the portal's other notices: the account's language, whoever reads the portal now.
      locale: localeOf(donor.locale),
      churchName: organization.displayName,
      country: organization.contact.country,
      currency: organization.currency,
      amountCents: amounts.chargedAmount,
      frequency: gift.scheduleType,
      fundNames: fundRows.map((row) => row.name),
      change,
      manageUrl: organizationUrl(publicUrl, organization.subdomain, '/recurring-gifts'),
    }),
    organization.id,
  );
}
