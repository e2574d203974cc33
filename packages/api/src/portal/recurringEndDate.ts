// A recurring gift's optional end date as updateRecurringGiving sets it (docs/PRODUCT.md §2 Recurring gifts):
// checked against the gift's next gift, and confirmed by email when it changes. The recurring engine
// ends the gift once its next occurrence is after this date (pauseDatesAndEnds.ts).
import { isCalendarDate, type CalendarDate } from '@halo/domain';
import type { Database } from '../db/database';
import type { RecurringGivingRow } from '../db/schema';
import type { FieldErrorCollector } from '../core/localizedRefusals';
import type { PortalScope } from '../core/recurringGifts/portalScope';
import { enqueueScheduleMail } from '../core/recurringGifts/recurringScheduleMail';
import { scheduleMessage } from '../core/recurringGifts/recurringScheduleMessages';

/**
 * The end date an update asks for: `undefined` leaves it, null or empty removes it, a date must not
 * be before the gift's next occurrence (today for a paused gift). Errors go to `errors`.
 */
export function checkEndDate(
  errors: FieldErrorCollector,
  endDate: string | null | undefined,
  nextOccurrence: CalendarDate | null,
  today: CalendarDate,
): CalendarDate | null | undefined {
  if (endDate === undefined) return undefined;
  if (endDate === null || endDate.trim() === '') return null;
  if (!isCalendarDate(endDate)) {
    errors.addValidation('endDate', 'validation.invalidDate');
    return undefined;
  }
  if (endDate < (nextOccurrence ?? today)) {
    errors.add('endDate', scheduleMessage(errors.locale, 'endBeforeNext'));
    return undefined;
  }
  return endDate;
}

/** Confirms a changed end date by email (in the update's transaction); an unchanged one says nothing. */
export async function mailEndDateChange(
  tx: Database,
  scope: PortalScope,
  before: RecurringGivingRow,
  after: RecurringGivingRow,
): Promise<void> {
  if (before.endDate === after.endDate) return;
  await enqueueScheduleMail(
    tx,
    scope.app.config.publicUrl,
    scope.organization,
    after,
    after.endDate ? { kind: 'endDateSet', endDate: after.endDate } : { kind: 'endDateRemoved' },
  );
}
