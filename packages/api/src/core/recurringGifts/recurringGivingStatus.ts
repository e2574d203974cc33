// The donor pauses, resumes or deletes a recurring gift in the portal (docs/PRODUCT.md §4 states and the next
// date). Pausing until a date and skipping one gift are in recurringSchedule.ts.
import { newGivingDateProblem, resumeNextOccurrence, type CalendarDate } from '@halo/domain';
import { changeRecurringGiving, saveRecurringGiving } from './changeRecurringGiving';
import { presentOne } from './listRecurringGivings';
import { FieldErrorCollector } from '../localizedRefusals';
import type { PortalScope } from './portalScope';
import { enqueueScheduleMail } from './recurringScheduleMail';

/** docs/PRODUCT.md §4: a paused gift has no next occurrence and waits for the donor to resume it. */
export async function pauseRecurringGiving(scope: PortalScope, prefixedId: string) {
  const row = await changeRecurringGiving(scope, prefixedId, async (tx, gift) =>
    // A pause until a date becomes an open pause (recurringSchedule.ts pauses until a date).
    gift.status === 'paused' && gift.pausedUntil === null
      ? null
      : {
          row: await saveRecurringGiving(tx, scope, gift, {
            status: 'paused',
            nextOccurrence: null,
            pausedUntil: null,
          }),
          activity: 'recurring_paused',
        },
  );
  return presentOne(scope, row);
}

/** A next date the donor chose (resume from a day, or an edited next gift); errors go to `errors`. */
export function checkNewGivingDate(
  errors: FieldErrorCollector,
  field: string,
  value: string,
  today: CalendarDate,
): void {
  const problem = newGivingDateProblem(value, today);
  if (problem === 'invalid') errors.addValidation(field, 'validation.invalidDate');
  else if (problem === 'inPast') errors.addPortal(field, 'dateInPast');
  else if (problem === 'tooFar') errors.addValidation(field, 'validation.dateTooFarAhead');
}

/** docs/PRODUCT.md §4: the next date is the chosen start date, or recalculated from the last processed date, the start date, or today. */
export async function resumeRecurringGiving(
  scope: PortalScope,
  prefixedId: string,
  startDate: string | null | undefined,
) {
  const errors = new FieldErrorCollector(scope.locale);
  const newStartDate = startDate ? startDate : null;
  if (newStartDate !== null) checkNewGivingDate(errors, 'startDate', newStartDate, scope.today);
  const row = await changeRecurringGiving(scope, prefixedId, async (tx, gift) => {
    errors.throwIfAny();
    if (gift.status === 'active') return null;
    const nextOccurrence = resumeNextOccurrence({
      lastProcessed: gift.lastOccurrence,
      startDate: gift.startDate,
      today: scope.today,
      frequency: gift.scheduleType,
      newStartDate,
    });
    return {
      row: await saveRecurringGiving(tx, scope, gift, {
        status: 'active',
        nextOccurrence,
        pausedUntil: null,
        lastChargeAttemptFailed: false,
      }),
      activity: 'recurring_resumed',
    };
  });
  return presentOne(scope, row);
}

/**
 * docs/PRODUCT.md §4 "deleted": kept for its contributions' history, never charged or listed again. The donor
 * gets a confirmation by email, whether they stopped it in the portal or through an email's link.
 */
export async function deleteRecurringGiving(scope: PortalScope, prefixedId: string): Promise<boolean> {
  await changeRecurringGiving(
    scope,
    prefixedId,
    async (tx, gift) => {
      const row = await saveRecurringGiving(tx, scope, gift, { status: 'deleted', nextOccurrence: null });
      await enqueueScheduleMail(tx, scope.app.config.publicUrl, scope.organization, row, { kind: 'stopped' });
      return { row, activity: 'recurring_deleted' };
    },
    { changesEndedGift: true },
  );
  return true;
}
