// What the portal says when a recurring gift's calendar cannot bend that way (recurringSchedule.ts),
// in both locales, and the refusal of any change to an ended gift.
import type { Locale } from '@halo/domain';
import { validationError } from '../localizedRefusals';

const en = {
  notActive: 'Only an active recurring gift can skip its next gift. Resume it first.',
  wouldEnd:
    'Skipping this gift would move the next one past the end date, so the gift would end instead. Change or remove the end date, or delete the gift.',
  ended: 'This recurring gift has ended and can no longer be changed.',
  untilNotAfterToday: 'Choose a date after today.',
  untilTooFar: 'Choose a date at most one year from today.',
  endBeforeNext: 'The end date cannot be before the next gift.',
} as const;

export type ScheduleMessageKey = keyof typeof en;

const es: Record<ScheduleMessageKey, string> = {
  notActive: 'Solo una donación recurrente activa puede omitir su próxima donación. Reanúdela primero.',
  wouldEnd:
    'Omitir esta donación llevaría la próxima más allá de la fecha de finalización, así que la donación terminaría. Cambie o quite la fecha de finalización, o elimine la donación.',
  ended: 'Esta donación recurrente ha finalizado y ya no se puede cambiar.',
  untilNotAfterToday: 'Elija una fecha posterior a hoy.',
  untilTooFar: 'Elija una fecha dentro de un año a partir de hoy.',
  endBeforeNext: 'La fecha de finalización no puede ser anterior a la próxima donación.',
};

const catalogues: Record<Locale, Record<ScheduleMessageKey, string>> = { en, es };

export function scheduleMessage(locale: Locale, key: ScheduleMessageKey): string {
  return catalogues[locale][key];
}

/** An ended gift keeps its history; pausing, resuming, editing or skipping it is refused. */
export function endedGiftError(locale: Locale) {
  return validationError({ prefixedId: [scheduleMessage(locale, 'ended')] });
}
