// The email a donor gets thirty days before a card that pays their recurring gifts expires, in their
// locale: which card (brand, last four, expiry), the recurring gifts it pays (amount, funds, next
// date) each with its own manage link, and where to add the new card (the portal's Payment methods).
import escapeHtml from 'escape-html';
import {
  formatCalendarDay,
  formatCardExpiry,
  formatMoney,
  formattingLocale,
  scheduleEveryInSentenceEn,
  scheduleEveryInSentenceEs,
  type CalendarDate,
  type Frequency,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../mail/mailer';

export interface ExpiringCardGift {
  /** What each occurrence charges (the gift plus any covered fee). */
  chargedCents: number;
  frequency: Frequency;
  fundNames: string[];
  nextOccurrence: CalendarDate;
  /** The gift's signed manage link (`/manage/{token}`) on the church's own host. */
  manageUrl: string;
}

export interface CardExpiryDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2), for how money and dates are written. */
  country: string | null;
  currency: string;
  cardBrand: string;
  cardLastFour: string;
  expMonth: number;
  expYear: number;
  /** The last day the card is good through (domain `cardGoodThrough`). */
  goodThrough: CalendarDate;
  gifts: ExpiringCardGift[];
  /** The donor portal's Payment methods on the church's own host. */
  paymentMethodsUrl: string;
}

const text = {
  en: {
    subject: (brand: string, last4: string) => `Your ${brand} card ending in ${last4} expires soon`,
    card: (brand: string, last4: string, expiry: string, through: string) =>
      `Your ${brand} card ending in ${last4} expires ${expiry}: it can be charged through ${through}.`,
    gifts: (church: string, count: number) =>
      count === 1
        ? `It pays this recurring gift to ${church}:`
        : `It pays these recurring gifts to ${church}:`,
    gift: (amount: string, frequency: string, funds: string, next: string) =>
      `${amount} ${frequency} to ${funds}, next on ${next}`,
    manageGift: 'Manage this gift (change its card, skip, pause or stop it):',
    frequency: scheduleEveryInSentenceEn,
    paymentMethods:
      'To keep giving without a break, add your new card in Payment methods and move your recurring gifts to it:',
  },
  es: {
    subject: (brand: string, last4: string) => `Su tarjeta ${brand} terminada en ${last4} vence pronto`,
    card: (brand: string, last4: string, expiry: string, through: string) =>
      `Su tarjeta ${brand} terminada en ${last4} vence ${expiry}: se puede cobrar hasta el ${through}.`,
    gifts: (church: string, count: number) =>
      count === 1
        ? `Con ella se paga esta donación recurrente a ${church}:`
        : `Con ella se pagan estas donaciones recurrentes a ${church}:`,
    gift: (amount: string, frequency: string, funds: string, next: string) =>
      `${amount} ${frequency} para ${funds}, la próxima el ${next}`,
    manageGift: 'Administre esta donación (cambiar la tarjeta, omitir, pausar o detener):',
    frequency: scheduleEveryInSentenceEs,
    paymentMethods:
      'Para seguir donando sin interrupción, agregue su nueva tarjeta en Métodos de pago y pase a ella sus donaciones recurrentes:',
  },
} as const satisfies Record<Locale, { frequency: Record<Frequency, string> } & Record<string, unknown>>;

export function cardExpiryEmail(details: CardExpiryDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const date = (value: CalendarDate) => formatCalendarDay(value, formatting);
  const brand = details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1);
  const expiry = formatCardExpiry(details.expMonth, details.expYear);
  const lead = [
    t.card(brand, details.cardLastFour, expiry, date(details.goodThrough)),
    t.gifts(details.churchName, details.gifts.length),
  ];
  const gifts = details.gifts.map((gift) => ({
    line: t.gift(
      formatMoney(gift.chargedCents, details.currency, formatting),
      t.frequency[gift.frequency],
      new Intl.ListFormat(details.locale, { type: 'conjunction' }).format(gift.fundNames),
      date(gift.nextOccurrence),
    ),
    url: gift.manageUrl,
  }));
  const link = (label: string, url: string) =>
    `${escapeHtml(label)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  return {
    to: details.to,
    subject: t.subject(brand, details.cardLastFour),
    text: [
      ...lead,
      ...gifts.flatMap((gift) => ['', `- ${gift.line}`, `  ${t.manageGift}`, `  ${gift.url}`]),
      '',
      t.paymentMethods,
      details.paymentMethodsUrl,
    ].join('\n'),
    html:
      lead.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<ul>${gifts
        .map((gift) => `<li><p>${escapeHtml(gift.line)}</p><p>${link(t.manageGift, gift.url)}</p></li>`)
        .join('')}</ul>` +
      `<p>${link(t.paymentMethods, details.paymentMethodsUrl)}</p>`,
  };
}
