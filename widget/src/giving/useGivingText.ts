import { useTranslation } from 'halo_shared/i18n';
import { selectFormattingLocale, useHalo } from 'halo_shared/store';
import { useCallback } from 'react';
import type { FormMessage } from './givingFormState';
import type { FieldError } from './givingValues';
import { GIVING_NAMESPACE } from '../i18n/givingMessages';

/**
 * `t` of the giving namespace, a translator of field errors and form messages, the reader's
 * language, and the locale money and dates are written in (that language, the church's country).
 */
export function useGivingText() {
  const { t, i18n } = useTranslation(GIVING_NAMESPACE);
  const formatLocale = useHalo(selectFormattingLocale);
  const message = useCallback(
    (error: FieldError | FormMessage | null | undefined): string | null =>
      error ? ('text' in error ? error.text : t(error.key, error.params ?? {})) : null,
    [t],
  );
  return { t, message, locale: i18n.language, formatLocale };
}

/** A calendar date `YYYY-MM-DD` in the reader's language, without passing through a time zone. */
export function formatCalendarDateFor(date: string, locale: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}
