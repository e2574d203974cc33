// The email a donor gets when a recurring gift's charge is declined, in their locale:
// what failed, on which card, when we try again (or that this occurrence was skipped), and where
// to change the card.
import { formatMoney, formattingLocale, type CalendarDate, type Locale } from '@halo/domain';
import { declineMessage } from '../giving/givingMessages';
import type { MailMessage } from '../mail/mailer';
import type { DeclineCode } from '../payments/paymentProcessor';

export interface ChargeFailedDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2), for how money and dates are written. */
  country: string | null;
  currency: string;
  /** What the card was asked for (the gift plus any covered fee). */
  chargedCents: number;
  /** The scheduled date of the occurrence that failed. */
  occurrenceDate: CalendarDate;
  code: DeclineCode;
  cardBrand: string | null;
  cardLastFour: string | null;
  /** The next try of this occurrence; null when it was the last one. */
  retryOn: CalendarDate | null;
  /** The gift's next scheduled date, said when the occurrence was given up. */
  nextOccurrence: CalendarDate | null;
  /** The gift's signed manage link (`/manage/{token}`) on the church's own host. */
  manageUrl: string;
}

const text = {
  en: {
    subject: (church: string) => `Your recurring gift to ${church} could not be processed`,
    intro: (amount: string, church: string, date: string) =>
      `We could not charge your recurring gift of ${amount} to ${church} scheduled for ${date}.`,
    card: (brand: string, last4: string) => `Card: ${brand} ending in ${last4}`,
    noCard: 'Card: none on file',
    reason: 'Reason',
    retry: (date: string) => `We will try again on ${date}.`,
    givenUp: (next: string) =>
      `We tried several times and have skipped this gift. Your next gift is scheduled for ${next}.`,
    givenUpNoNext: 'We tried several times and have skipped this gift.',
    manage: 'To use another card, skip, pause or stop this gift:',
  },
  es: {
    subject: (church: string) => `No pudimos procesar su donación recurrente a ${church}`,
    intro: (amount: string, church: string, date: string) =>
      `No pudimos cobrar su donación recurrente de ${amount} a ${church} programada para el ${date}.`,
    card: (brand: string, last4: string) => `Tarjeta: ${brand} terminada en ${last4}`,
    noCard: 'Tarjeta: ninguna registrada',
    reason: 'Motivo',
    retry: (date: string) => `Lo intentaremos de nuevo el ${date}.`,
    givenUp: (next: string) =>
      `Lo intentamos varias veces y omitimos esta donación. Su próxima donación está programada para el ${next}.`,
    givenUpNoNext: 'Lo intentamos varias veces y omitimos esta donación.',
    manage: 'Para usar otra tarjeta, omitir, pausar o detener esta donación:',
  },
} as const;

function formatDate(date: CalendarDate, formatting: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(formatting, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function chargeFailedEmail(details: ChargeFailedDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const date = (value: CalendarDate) => formatDate(value, formatting);
  const brand = details.cardBrand
    ? details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1)
    : null;
  const outcome = details.retryOn
    ? t.retry(date(details.retryOn))
    : details.nextOccurrence
      ? t.givenUp(date(details.nextOccurrence))
      : t.givenUpNoNext;
  const paragraphs = [
    t.intro(
      formatMoney(details.chargedCents, details.currency, formatting),
      details.churchName,
      date(details.occurrenceDate),
    ),
    brand && details.cardLastFour ? t.card(brand, details.cardLastFour) : t.noCard,
    `${t.reason}: ${declineMessage(details.locale, details.code)}`,
    outcome,
  ];
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: [...paragraphs, '', t.manage, details.manageUrl].join('\n'),
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p>${escapeHtml(t.manage)} <a href="${escapeHtml(details.manageUrl)}">${escapeHtml(details.manageUrl)}</a></p>`,
  };
}
