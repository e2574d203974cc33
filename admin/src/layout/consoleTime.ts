/**
 * A moment the console shows (an activity, a delivery, a key's last use), in the church's time zone
 * and the reader's language (docs/ARCHITECTURE.md §3: dates).
 */
export function formatConsoleTime(iso: string, locale: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
