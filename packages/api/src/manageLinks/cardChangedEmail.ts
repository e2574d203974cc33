// The confirmation that a recurring gift now charges another card, after "Change card" on the
// gift's manage page. It names the new card (brand and last four only) and carries a fresh manage
// link, so a donor who did not make the change can change the card again or stop the gift at once.
import escapeHtml from 'escape-html';
import {
  formatMoney,
  formattingLocale,
  scheduleEveryInSentenceEn,
  scheduleEveryInSentenceEs,
  type Frequency,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../mail/mailer';

export interface CardChangedEmailDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2), for how money is written. */
  country: string | null;
  currency: string;
  /** Per occurrence, in cents (the fee included when the donor covers it). */
  amountCents: number;
  frequency: Frequency;
  fundNames: string[];
  cardBrand: string;
  cardLastFour: string;
  /** A new signed manage link to this gift. */
  manageUrl: string;
}

interface Texts {
  subject: (church: string) => string;
  body: (amount: string, frequency: string, funds: string, card: string) => string;
  card: (brand: string, last4: string) => string;
  frequency: Record<Frequency, string>;
  notYou: string;
  manage: string;
}

const text: Record<Locale, Texts> = {
  en: {
    subject: (church) => `Your card for your recurring gift to ${church} was changed`,
    body: (amount, frequency, funds, card) =>
      `Your recurring gift of ${amount} ${frequency} to ${funds} will now be charged to your ${card}. Your other gifts and saved cards are unchanged.`,
    card: (brand, last4) => `${brand} ending in ${last4}`,
    frequency: scheduleEveryInSentenceEn,
    notYou: 'If you did not make this change, change the card again or stop the gift with this link.',
    manage: 'Manage this recurring gift (skip, pause, change card or stop):',
  },
  es: {
    subject: (church) => `Se cambió la tarjeta de su donación recurrente a ${church}`,
    body: (amount, frequency, funds, card) =>
      `Su donación recurrente de ${amount} ${frequency} para ${funds} se cobrará ahora a su ${card}. Sus otras donaciones y tarjetas guardadas no cambian.`,
    card: (brand, last4) => `${brand} terminada en ${last4}`,
    frequency: scheduleEveryInSentenceEs,
    notYou: 'Si usted no hizo este cambio, cambie la tarjeta de nuevo o detenga la donación con este enlace.',
    manage: 'Administre esta donación recurrente (omitir, pausar, cambiar la tarjeta o detener):',
  },
};

export function cardChangedEmail(details: CardChangedEmailDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const brand = details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1);
  const body = t.body(
    formatMoney(details.amountCents, details.currency, formatting),
    t.frequency[details.frequency],
    new Intl.ListFormat(details.locale, { type: 'conjunction' }).format(details.fundNames),
    t.card(brand, details.cardLastFour),
  );
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: [body, '', t.notYou, '', t.manage, details.manageUrl].join('\n'),
    html:
      `<p>${escapeHtml(body)}</p>` +
      `<p>${escapeHtml(t.notYou)}</p>` +
      `<p>${escapeHtml(t.manage)} <a href="${escapeHtml(details.manageUrl)}">${escapeHtml(details.manageUrl)}</a></p>`,
  };
}
