// The email a donor gets when a recurring gift's charge is declined, in their locale: what failed,
// on which card and why, when we try again or, after the last attempt, that the gift is paused until
// the donor changes the card and resumes it, and where to do that.
import escapeHtml from 'escape-html';
import {
  formatCalendarDay,
  formatMoney,
  formattingLocale,
  type CalendarDate,
  type Locale,
} from '@halo/domain';
import { declineMessage } from '../gifts/givingMessages';
import type { MailMessage } from '../../mail/mailer';
import type { DeclineCode } from '../../payments/paymentProcessor';

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
  /** How many times this occurrence was tried, said when the gift was paused. */
  attempts: number;
  /** The last attempt failed and the gift is now paused until the donor resumes it. */
  paused: boolean;
  /**
   * The gift's next date after a last attempt that did not pause it (the donor had meanwhile moved
   * the gift to a later date).
   */
  nextOccurrence: CalendarDate | null;
  /** The gift's signed manage link (`/manage/{token}`) on the church's own host. */
  manageUrl: string;
  /** The donor portal's recurring gifts on the church's own host, where the gift is resumed. */
  portalUrl: string;
}

const text = {
  en: {
    subject: (church: string) => `Your recurring gift to ${church} could not be processed`,
    pausedSubject: (church: string) => `Your recurring gift to ${church} is paused`,
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
    paused: (attempts: number) =>
      `We tried ${attempts} times and have paused this recurring gift: nothing more will be charged until you resume it.`,
    resume: 'To keep giving, change the card and resume the gift in your recurring gifts:',
    managePaused: 'Or from this email: change the card, choose a date to resume, or stop this gift:',
  },
  es: {
    subject: (church: string) => `No pudimos procesar su donación recurrente a ${church}`,
    pausedSubject: (church: string) => `Su donación recurrente a ${church} está en pausa`,
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
    paused: (attempts: number) =>
      `Lo intentamos ${attempts} veces y pausamos esta donación recurrente: no se cobrará nada más hasta que la reanude.`,
    resume: 'Para seguir donando, cambie la tarjeta y reanude la donación en sus donaciones recurrentes:',
    managePaused:
      'O desde este correo: cambie la tarjeta, elija una fecha para reanudarla o detenga esta donación:',
  },
} as const;

export function chargeFailedEmail(details: ChargeFailedDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const date = (value: CalendarDate) => formatCalendarDay(value, formatting);
  const brand = details.cardBrand
    ? details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1)
    : null;
  const outcome = details.paused
    ? t.paused(details.attempts)
    : details.retryOn
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
  // A paused gift is resumed in the portal; the manage link comes second.
  const links: [string, string][] = details.paused
    ? [
        [t.resume, details.portalUrl],
        [t.managePaused, details.manageUrl],
      ]
    : [[t.manage, details.manageUrl]];
  return {
    to: details.to,
    subject: details.paused ? t.pausedSubject(details.churchName) : t.subject(details.churchName),
    text: [...paragraphs, ...links.flatMap(([label, url]) => ['', label, url])].join('\n'),
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      links
        .map(
          ([label, url]) => `<p>${escapeHtml(label)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
        )
        .join(''),
  };
}
