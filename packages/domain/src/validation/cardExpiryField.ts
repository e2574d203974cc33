import * as v from 'valibot';
import { todayCalendarDate } from '../calendarDate';
import { parseCardExpiry } from '../cardExpiry';
import { firstIssueOnly } from './firstIssueOnly';
import { readToday, type TodaySource } from './recurringStartDateField';

/** A card expiry `MM/YYYY` that is not over in `today`'s month; the value stays the text. */
export function cardExpiryFieldFor(today: TodaySource) {
  return firstIssueOnly(
    v.pipe(
      v.string('validation.required'),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const result = parseCardExpiry(dataset.value, readToday(today));
        if (!result.ok) addIssue({ message: result.key });
      }),
    ),
  );
}

/** `cardExpiryFieldFor` with today on this machine's calendar. */
export const cardExpiryField = cardExpiryFieldFor(() => todayCalendarDate());
