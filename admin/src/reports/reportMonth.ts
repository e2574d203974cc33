/** A report's month (YYYY-MM) in the reader's words: "Jan 2026", "ene 2026". */
export function formatReportMonth(month: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(date);
}
