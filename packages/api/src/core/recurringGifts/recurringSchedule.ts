// A recurring gift bent instead of cancelled (docs/PRODUCT.md §2 Recurring gifts): the donor skips the next
// gift, pauses the gift until a date (the recurring engine resumes it, pauseDatesAndEnds.ts) or gives
// it an end date. Each change is recorded in the donor's activity and confirmed by email, both in the
// change's transaction.
import { nextGivingDate, pauseUntilProblem } from '@halo/domain';
import type { Database } from '../../db/database';
import type { RecurringGivingRow } from '../../db/schema';
import { FieldErrorCollector, validationError } from '../localizedRefusals';
import type { PortalScope } from './portalScope';
import { changeRecurringGiving, saveRecurringGiving } from './changeRecurringGiving';
import { presentOne } from './listRecurringGivings';
import { enqueueScheduleMail } from './recurringScheduleMail';
import { scheduleMessage, type ScheduleMessageKey } from './recurringScheduleMessages';
import type { ScheduleChange } from './recurringScheduleEmail';

function refuse(scope: PortalScope, field: string, key: ScheduleMessageKey): never {
  throw validationError({ [field]: [scheduleMessage(scope.locale, key)] });
}

const mail = (tx: Database, scope: PortalScope, gift: RecurringGivingRow, change: ScheduleChange) =>
  enqueueScheduleMail(tx, scope.app.config.publicUrl, scope.organization, gift, change);

/** The next occurrence moves one step on its own schedule; the skipped date is never charged. */
export async function skipRecurringGiving(scope: PortalScope, prefixedId: string) {
  const row = await changeRecurringGiving(scope, prefixedId, async (tx, gift) => {
    if (gift.status !== 'active' || !gift.nextOccurrence) refuse(scope, 'prefixedId', 'notActive');
    const skippedDate = gift.nextOccurrence;
    const nextDate = nextGivingDate(skippedDate, gift.scheduleType);
    if (gift.endDate && nextDate > gift.endDate) refuse(scope, 'prefixedId', 'wouldEnd');
    const saved = await saveRecurringGiving(tx, scope, gift, { nextOccurrence: nextDate });
    await mail(tx, scope, saved, { kind: 'skipped', skippedDate, nextDate });
    return { row: saved, activity: 'recurring_skipped' };
  });
  return presentOne(scope, row);
}

/** A pause the engine ends by itself on `until` (after today, at most a year ahead). */
export async function pauseRecurringGivingUntil(scope: PortalScope, prefixedId: string, until: string) {
  const errors = new FieldErrorCollector(scope.locale);
  const problem = pauseUntilProblem(until, scope.today);
  if (problem === 'invalid') errors.addValidation('until', 'validation.invalidDate');
  else if (problem === 'notAfterToday')
    errors.add('until', scheduleMessage(scope.locale, 'untilNotAfterToday'));
  else if (problem === 'tooFar') errors.add('until', scheduleMessage(scope.locale, 'untilTooFar'));
  errors.throwIfAny();
  const row = await changeRecurringGiving(scope, prefixedId, async (tx, gift) => {
    if (gift.status === 'paused' && gift.pausedUntil === until) return null;
    const saved = await saveRecurringGiving(tx, scope, gift, {
      status: 'paused',
      nextOccurrence: null,
      pausedUntil: until,
    });
    await mail(tx, scope, saved, { kind: 'pausedUntil', resumeDate: until });
    return { row: saved, activity: 'recurring_paused' };
  });
  return presentOne(scope, row);
}
