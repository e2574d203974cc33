// The email a donor gets when the church gives back all or part of a gift, in their language: how
// much, of which gift, the church's reason when it gave one, and when the money shows on the card.
import escapeHtml from 'escape-html';
import {
  formatCalendarDay,
  formatMoney,
  formattingLocale,
  type CalendarDate,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

export interface GiftRefundDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2), for how money and dates are written. */
  country: string | null;
  currency: string;
  refundedCents: number;
  giftCents: number;
  giftDate: CalendarDate;
  /** The whole gift is given back now (not only part of it). */
  isWhole: boolean;
  reason: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
  receiptNumber: string;
}

const text = {
  en: {
    subjectWhole: (church: string) => `Your gift to ${church} was refunded`,
    subjectPart: (church: string) => `Part of your gift to ${church} was refunded`,
    intro: (refund: string, church: string, gift: string, date: string) =>
      `${church} has refunded ${refund} of your gift of ${gift} made on ${date}.`,
    card: (brand: string, last4: string) =>
      `The money goes back to your ${brand} card ending in ${last4}; it can take 5 to 10 business days to appear.`,
    noCard: 'The money goes back to the card you gave with; it can take 5 to 10 business days to appear.',
    reason: 'Reason given by the church',
    receipt: 'Receipt number',
  },
  es: {
    subjectWhole: (church: string) => `Se reembolsó su donación a ${church}`,
    subjectPart: (church: string) => `Se reembolsó parte de su donación a ${church}`,
    intro: (refund: string, church: string, gift: string, date: string) =>
      `${church} le ha reembolsado ${refund} de su donación de ${gift} hecha el ${date}.`,
    card: (brand: string, last4: string) =>
      `El dinero vuelve a su tarjeta ${brand} terminada en ${last4}; puede tardar de 5 a 10 días hábiles en aparecer.`,
    noCard: 'El dinero vuelve a la tarjeta con la que donó; puede tardar de 5 a 10 días hábiles en aparecer.',
    reason: 'Motivo indicado por la iglesia',
    receipt: 'Número de recibo',
  },
} as const;

export function giftRefundEmail(details: GiftRefundDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const money = (cents: number) => formatMoney(cents, details.currency, formatting);
  const brand = details.cardBrand
    ? details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1)
    : null;
  const paragraphs = [
    t.intro(
      money(details.refundedCents),
      details.churchName,
      money(details.giftCents),
      formatCalendarDay(details.giftDate, formatting),
    ),
    brand && details.cardLastFour ? t.card(brand, details.cardLastFour) : t.noCard,
    ...(details.reason ? [`${t.reason}: ${details.reason}`] : []),
    `${t.receipt}: ${details.receiptNumber}`,
  ];
  return {
    to: details.to,
    subject: details.isWhole ? t.subjectWhole(details.churchName) : t.subjectPart(details.churchName),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}
