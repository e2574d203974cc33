// The email "Confirm your gift": a recurring charge the donor's bank would not take without them
// (3-D Secure) waits, and the link lets them authenticate it. In the donor's language, with money
// and the date as that language writes them in the church's country, and the gift's manage link.
import escapeHtml from 'escape-html';
import {
  formatCalendarDay,
  formatMoney,
  formattingLocale,
  GIFT_CONFIRMATION_LIFETIME_DAYS,
  type CalendarDate,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

export interface ConfirmGiftDetails {
  to: string;
  locale: Locale;
  churchName: string;
  country: string | null;
  currency: string;
  /** What the card is asked for (the gift plus any covered fee). */
  chargedCents: number;
  funds: string[];
  occurrenceDate: CalendarDate;
  cardBrand: string | null;
  cardLastFour: string | null;
  /** `https://{church}.{domain}/confirm/{token}`. */
  confirmUrl: string;
  /** The gift's signed manage link (`/manage/{token}`). */
  manageUrl: string;
}

const text = {
  en: {
    subject: (church: string) => `Confirm your gift to ${church}`,
    heading: 'Confirm your gift',
    intro: (amount: string, church: string, date: string) =>
      `Your bank asks you to confirm your recurring gift of ${amount} to ${church} scheduled for ${date}. Nothing has been charged yet: the gift waits for you.`,
    funds: (funds: string) => `Funds: ${funds}`,
    card: (brand: string, last4: string) => `Card: ${brand} ending in ${last4}`,
    confirm: `Confirm your gift (the link works for ${GIFT_CONFIRMATION_LIFETIME_DAYS} days):`,
    manage: 'To use another card, skip, pause or stop this gift:',
  },
  es: {
    subject: (church: string) => `Confirme su donación a ${church}`,
    heading: 'Confirme su donación',
    intro: (amount: string, church: string, date: string) =>
      `Su banco le pide confirmar su donación recurrente de ${amount} a ${church} programada para el ${date}. Todavía no se cobró nada: la donación lo espera.`,
    funds: (funds: string) => `Fondos: ${funds}`,
    card: (brand: string, last4: string) => `Tarjeta: ${brand} terminada en ${last4}`,
    confirm: `Confirme su donación (el enlace funciona ${GIFT_CONFIRMATION_LIFETIME_DAYS} días):`,
    manage: 'Para usar otra tarjeta, omitir, pausar o detener esta donación:',
  },
} as const;

export function confirmGiftEmail(details: ConfirmGiftDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const brand = details.cardBrand
    ? details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1)
    : null;
  const paragraphs = [
    t.intro(
      formatMoney(details.chargedCents, details.currency, formatting),
      details.churchName,
      formatCalendarDay(details.occurrenceDate, formatting),
    ),
    t.funds(details.funds.join(', ')),
    ...(brand && details.cardLastFour ? [t.card(brand, details.cardLastFour)] : []),
  ];
  const links: [string, string][] = [
    [t.confirm, details.confirmUrl],
    [t.manage, details.manageUrl],
  ];
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: [t.heading, '', ...paragraphs, ...links.flatMap(([label, url]) => ['', label, url])].join('\n'),
    html:
      `<h1>${escapeHtml(t.heading)}</h1>` +
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      links
        .map(
          ([label, url]) => `<p>${escapeHtml(label)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
        )
        .join(''),
  };
}
