// The manage page's work, for the one gift a link opens: it runs the portal's own services
// (recurringGivingStatus.ts, recurringSchedule.ts) in a scope made of the gift's donor and church, so a
// skip, a pause until a date or a stop through an email link is exactly the portal's: the same
// refusals, the same activity (the portal's notifications), the same confirmation emails, the same
// row locks the recurring engine respects (their refusals are answered in REST's shape by the one
// error handler). Answers hold the gift and nothing else about the donor.
import { calendarDateInTimeZone, resolveLocale, type Locale, type ManageLinkResponse } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow, RecurringGivingRow, UserRow } from '../db/schema';
import type { PortalScope } from '../core/recurringGifts/portalScope';
import { presentOne } from '../core/recurringGifts/listRecurringGivings';
import { deleteRecurringGiving } from '../core/recurringGifts/recurringGivingStatus';
import { pauseRecurringGivingUntil, skipRecurringGiving } from '../core/recurringGifts/recurringSchedule';

export interface OpenedGift {
  organization: OrganizationRow;
  gift: RecurringGivingRow;
  donor: UserRow;
  /** The opened link's stored id. */
  linkId: string;
}

/** The portal's scope for the link's donor: their gift, their church, the request's language. */
export function manageScope(app: FastifyInstance, opened: OpenedGift, locale: Locale): PortalScope {
  return {
    app,
    user: opened.donor,
    organization: opened.organization,
    locale,
    today: calendarDateInTimeZone(opened.organization.timeZone, app.clock()),
  };
}

/** The gift as the manage page shows it: amount, funds, schedule, card brand and last four, dates. */
export async function presentManagedGift(
  scope: PortalScope,
  gift: RecurringGivingRow,
): Promise<ManageLinkResponse> {
  const shown = await presentOne(scope, gift);
  return {
    church_name: scope.organization.displayName,
    locale: resolveLocale(scope.user.locale),
    gift: {
      prefixed_id: shown.prefixedId,
      status: shown.status === 'paused' ? 'paused' : shown.status === 'ended' ? 'ended' : 'active',
      amount: Number(shown.computedAmount),
      currency: scope.organization.currency,
      country: scope.organization.contact.country ?? null,
      frequency: gift.scheduleType,
      next_occurrence: shown.nextOccurrence ?? null,
      paused_until: shown.pausedUntil ?? null,
      end_date: shown.endDate ?? null,
      funds: shown.fundAccounts.map((fund) => ({ name: fund.name, amount: Number(fund.pivot.amount) })),
      card: shown.paymentMethod
        ? { brand: shown.paymentMethod.type, last_four: shown.paymentMethod.lastFour }
        : null,
    },
  };
}

export async function skipThroughLink(scope: PortalScope, gift: RecurringGivingRow) {
  await skipRecurringGiving(scope, gift.prefixedId);
}

export async function pauseThroughLink(scope: PortalScope, gift: RecurringGivingRow, until: string) {
  await pauseRecurringGivingUntil(scope, gift.prefixedId, until);
}

export async function stopThroughLink(scope: PortalScope, gift: RecurringGivingRow) {
  await deleteRecurringGiving(scope, gift.prefixedId);
}
