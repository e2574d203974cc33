// "Your gift has moved" (docs/PRODUCT.md §17): one message to each donor whose recurring gifts a
// move brought from the church's previous platform, in the donor's language. Each gift with its
// amount, rhythm, funds, next date and card as before, and its own manage link, so the donor can
// check, change or stop it without an account; nothing for them to set up again.
import escapeHtml from 'escape-html';
import {
  formatCalendarDay,
  formatMoney,
  formattingLocale,
  scheduleEveryInSentenceEn,
  scheduleEveryInSentenceEs,
  type Frequency,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

export interface MovedGiftLine {
  amountCents: number;
  frequency: Frequency;
  fundNames: string[];
  nextDate: string;
  cardBrand: string;
  cardLastFour: string;
  /** A signed manage link to this gift. */
  manageUrl: string;
}

export interface GiftMovedEmailDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2), for how money and dates are written. */
  country: string | null;
  currency: string;
  gifts: MovedGiftLine[];
}

interface Texts {
  subject: (church: string) => string;
  intro: (church: string, count: number) => string;
  gift: (amount: string, frequency: string, funds: string, next: string, card: string) => string;
  card: (brand: string, last4: string) => string;
  frequency: Record<Frequency, string>;
  nothingToDo: string;
  manage: string;
}

const text: Record<Locale, Texts> = {
  en: {
    subject: (church) => `Your gift to ${church} has moved`,
    intro: (church, count) =>
      `${church} now receives gifts through Halo Give. Your recurring ${count === 1 ? 'gift has' : 'gifts have'} moved with the same amount, schedule and card:`,
    gift: (amount, frequency, funds, next, card) =>
      `${amount} ${frequency} to ${funds}, next on ${next}, charged to your ${card}.`,
    card: (brand, last4) => `${brand} ending in ${last4}`,
    frequency: scheduleEveryInSentenceEn,
    nothingToDo:
      'You need not do anything, and you will not be charged twice: the old platform stops charging before the next gift.',
    manage: 'Review, change or stop this gift:',
  },
  es: {
    subject: (church) => `Su donación a ${church} se ha trasladado`,
    intro: (church, count) =>
      `${church} ahora recibe donaciones a través de Halo Give. ${count === 1 ? 'Su donación recurrente se trasladó' : 'Sus donaciones recurrentes se trasladaron'} con el mismo importe, calendario y tarjeta:`,
    gift: (amount, frequency, funds, next, card) =>
      `${amount} ${frequency} para ${funds}, la próxima el ${next}, cobrada a su ${card}.`,
    card: (brand, last4) => `${brand} terminada en ${last4}`,
    frequency: scheduleEveryInSentenceEs,
    nothingToDo:
      'No tiene que hacer nada y no se le cobrará dos veces: la plataforma anterior deja de cobrar antes de la próxima donación.',
    manage: 'Revise, cambie o detenga esta donación:',
  },
};

export function giftMovedEmail(details: GiftMovedEmailDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const list = new Intl.ListFormat(details.locale, { type: 'conjunction' });
  const gifts = details.gifts.map((gift) => ({
    sentence: t.gift(
      formatMoney(gift.amountCents, details.currency, formatting),
      t.frequency[gift.frequency],
      list.format(gift.fundNames),
      formatCalendarDay(gift.nextDate, formatting),
      t.card(gift.cardBrand.charAt(0).toUpperCase() + gift.cardBrand.slice(1), gift.cardLastFour),
    ),
    manageUrl: gift.manageUrl,
  }));
  const intro = t.intro(details.churchName, gifts.length);
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: [
      intro,
      '',
      ...gifts.flatMap((gift) => [`- ${gift.sentence}`, `  ${t.manage} ${gift.manageUrl}`]),
      '',
      t.nothingToDo,
    ].join('\n'),
    html:
      `<p>${escapeHtml(intro)}</p><ul>` +
      gifts
        .map(
          (gift) =>
            `<li>${escapeHtml(gift.sentence)}<br>${escapeHtml(t.manage)} ` +
            `<a href="${escapeHtml(gift.manageUrl)}">${escapeHtml(gift.manageUrl)}</a></li>`,
        )
        .join('') +
      `</ul><p>${escapeHtml(t.nothingToDo)}</p>`,
  };
}
