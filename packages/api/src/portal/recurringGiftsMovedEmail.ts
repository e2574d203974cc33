// The confirmation a donor gets after moving their recurring gifts to another card (docs/PRODUCT.md §2 Payment
// methods), in the account's language: which gifts moved and the card that now pays them.
import escapeHtml from 'escape-html';
import {
  formatMoney,
  scheduleEveryInSentenceEn,
  scheduleEveryInSentenceEs,
  type Frequency,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../mail/mailer';

export interface MovedGift {
  /** Per occurrence, in cents (the fee included when the donor covers it). */
  amountCents: number;
  frequency: Frequency;
  fundNames: string[];
}

export interface RecurringGiftsMovedDetails {
  to: string;
  locale: Locale;
  churchName: string;
  currency: string;
  cardBrand: string;
  cardLastFour: string;
  gifts: MovedGift[];
  /** The portal's recurring gifts page on the church's own host. */
  manageUrl: string;
}

const text = {
  en: {
    subject: (church: string) => `Your recurring gifts to ${church} now use another card`,
    intro: (count: number, card: string) =>
      `${count === 1 ? 'Your recurring gift now uses' : `Your ${count} recurring gifts now use`} ${card}:`,
    card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    gift: (amount: string, frequency: string, funds: string) => `${amount} ${frequency} to ${funds}`,
    frequency: scheduleEveryInSentenceEn,
    manage: 'To review or change your gifts, visit your recurring gifts:',
  },
  es: {
    subject: (church: string) => `Sus donaciones recurrentes a ${church} ahora usan otra tarjeta`,
    intro: (count: number, card: string) =>
      `${count === 1 ? 'Su donación recurrente ahora usa' : `Sus ${count} donaciones recurrentes ahora usan`} ${card}:`,
    card: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    gift: (amount: string, frequency: string, funds: string) => `${amount} ${frequency} para ${funds}`,
    frequency: scheduleEveryInSentenceEs,
    manage: 'Para revisar o cambiar sus donaciones, visite sus donaciones recurrentes:',
  },
} as const;

export function recurringGiftsMovedEmail(details: RecurringGiftsMovedDetails): MailMessage {
  const t = text[details.locale];
  const brand = details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1);
  const intro = t.intro(details.gifts.length, t.card(brand, details.cardLastFour));
  const lines = details.gifts.map((gift) =>
    t.gift(
      formatMoney(gift.amountCents, details.currency, details.locale),
      t.frequency[gift.frequency],
      new Intl.ListFormat(details.locale, { type: 'conjunction' }).format(gift.fundNames),
    ),
  );
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: [intro, ...lines.map((line) => `- ${line}`), '', t.manage, details.manageUrl].join('\n'),
    html:
      `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(t.manage)} <a href="${escapeHtml(details.manageUrl)}">${escapeHtml(details.manageUrl)}</a></p>`,
  };
}
