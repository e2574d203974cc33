import type { Locale } from './constants';
import {
  scheduleEveryEn,
  scheduleEveryInSentenceEn,
  scheduleNameEn,
  scheduleNameInSentenceEn,
  type ScheduleNames,
} from './scheduleNames';
import {
  scheduleEveryEs,
  scheduleEveryInSentenceEs,
  scheduleNameEs,
  scheduleNameInSentenceEs,
} from './scheduleNames.es';

/**
 * The schedules' names in every language and form at once, for the server (emails and reports in the
 * donor's language). A browser's catalogues read the forms they use one by one instead, English with
 * their code and Spanish in their `.es.ts` chunk.
 */
export const scheduleNamesByLocale: Record<Locale, ScheduleNames> = {
  en: {
    name: scheduleNameEn,
    nameInSentence: scheduleNameInSentenceEn,
    every: scheduleEveryEn,
    everyInSentence: scheduleEveryInSentenceEn,
  },
  es: {
    name: scheduleNameEs,
    nameInSentence: scheduleNameInSentenceEs,
    every: scheduleEveryEs,
    everyInSentence: scheduleEveryInSentenceEs,
  },
};
