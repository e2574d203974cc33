// The short confirmations a donor gets when a recurring gift's calendar bends (docs/PRODUCT.md §2 Recurring
// gifts): the next gift skipped, the gift paused until a date, an end date set or removed, the
// gift ended by the recurring engine on its end date (with a thank-you), and the gift stopped. In the account's language,
// money and dates as that language writes them in the church's country.
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

export type ScheduleChange =
  | { kind: 'skipped'; skippedDate: string; nextDate: string }
  | { kind: 'pausedUntil'; resumeDate: string }
  | { kind: 'endDateSet'; endDate: string }
  | { kind: 'endDateRemoved' }
  | { kind: 'ended' }
  | { kind: 'stopped' };

export interface RecurringScheduleEmailDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2), for how money and dates are written. */
  country: string | null;
  currency: string;
  /** Per occurrence, in cents (the fee included when the donor covers it). */
  amountCents: number;
  frequency: Frequency;
  fundNames: string[];
  change: ScheduleChange;
  /** The portal's recurring gifts page on the church's own host. */
  manageUrl: string;
}

type Texts = {
  subject: Record<ScheduleChange['kind'], (church: string) => string>;
  gift: (amount: string, frequency: string, funds: string) => string;
  frequency: Record<Frequency, string>;
  skipped: (gift: string, skipped: string, next: string) => string;
  pausedUntil: (gift: string, resume: string) => string;
  endDateSet: (gift: string, end: string) => string;
  endDateRemoved: (gift: string) => string;
  ended: (gift: string, church: string) => string;
  stopped: (gift: string) => string;
  manage: string;
};

const text: Record<Locale, Texts> = {
  en: {
    subject: {
      skipped: (church) => `Your next recurring gift to ${church} will be skipped`,
      pausedUntil: (church) => `Your recurring gift to ${church} is paused`,
      endDateSet: (church) => `Your recurring gift to ${church} now has an end date`,
      endDateRemoved: (church) => `Your recurring gift to ${church} no longer has an end date`,
      ended: () => 'Your recurring gift has ended',
      stopped: (church) => `Your recurring gift to ${church} has been stopped`,
    },
    gift: (amount, frequency, funds) => `${amount} ${frequency} to ${funds}`,
    frequency: scheduleEveryInSentenceEn,
    skipped: (gift, skipped, next) =>
      `Your recurring gift of ${gift} will not be charged on ${skipped}. The next one will be on ${next}.`,
    pausedUntil: (gift, resume) =>
      `Your recurring gift of ${gift} is paused. It will resume by itself on ${resume}.`,
    endDateSet: (gift, end) =>
      `Your recurring gift of ${gift} will end on ${end}. No gift after that date will be charged.`,
    endDateRemoved: (gift) => `Your recurring gift of ${gift} no longer has an end date.`,
    ended: (gift, church) =>
      `Your recurring gift of ${gift} has reached its end date and has ended. Thank you for your faithful giving to ${church}!`,
    stopped: (gift) =>
      `Your recurring gift of ${gift} has been stopped. No further gifts will be charged; the gifts already given stay in your history.`,
    manage: 'To review or change your gifts, visit your recurring gifts:',
  },
  es: {
    subject: {
      skipped: (church) => `Se omitirá su próxima donación recurrente a ${church}`,
      pausedUntil: (church) => `Su donación recurrente a ${church} está en pausa`,
      endDateSet: (church) => `Su donación recurrente a ${church} ahora tiene fecha de finalización`,
      endDateRemoved: (church) => `Su donación recurrente a ${church} ya no tiene fecha de finalización`,
      ended: () => 'Su donación recurrente ha finalizado',
      stopped: (church) => `Su donación recurrente a ${church} se ha detenido`,
    },
    gift: (amount, frequency, funds) => `${amount} ${frequency} para ${funds}`,
    frequency: scheduleEveryInSentenceEs,
    skipped: (gift, skipped, next) =>
      `Su donación recurrente de ${gift} no se cobrará el ${skipped}. La próxima será el ${next}.`,
    pausedUntil: (gift, resume) =>
      `Su donación recurrente de ${gift} está en pausa. Se reanudará sola el ${resume}.`,
    endDateSet: (gift, end) =>
      `Su donación recurrente de ${gift} finalizará el ${end}. No se cobrará ninguna donación después de esa fecha.`,
    endDateRemoved: (gift) => `Su donación recurrente de ${gift} ya no tiene fecha de finalización.`,
    ended: (gift, church) =>
      `Su donación recurrente de ${gift} llegó a su fecha de finalización y ha terminado. ¡Gracias por su fiel generosidad con ${church}!`,
    stopped: (gift) =>
      `Su donación recurrente de ${gift} se ha detenido. No se cobrará ninguna donación más; las ya hechas siguen en su historial.`,
    manage: 'Para revisar o cambiar sus donaciones, visite sus donaciones recurrentes:',
  },
};

export function recurringScheduleEmail(details: RecurringScheduleEmailDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const date = (value: string) => formatCalendarDay(value, formatting);
  const gift = t.gift(
    formatMoney(details.amountCents, details.currency, formatting),
    t.frequency[details.frequency],
    new Intl.ListFormat(details.locale, { type: 'conjunction' }).format(details.fundNames),
  );
  const { change } = details;
  const body =
    change.kind === 'skipped'
      ? t.skipped(gift, date(change.skippedDate), date(change.nextDate))
      : change.kind === 'pausedUntil'
        ? t.pausedUntil(gift, date(change.resumeDate))
        : change.kind === 'endDateSet'
          ? t.endDateSet(gift, date(change.endDate))
          : change.kind === 'endDateRemoved'
            ? t.endDateRemoved(gift)
            : change.kind === 'stopped'
              ? t.stopped(gift)
              : t.ended(gift, details.churchName);
  return {
    to: details.to,
    subject: t.subject[change.kind](details.churchName),
    text: [body, '', t.manage, details.manageUrl].join('\n'),
    html:
      `<p>${escapeHtml(body)}</p>` +
      `<p>${escapeHtml(t.manage)} <a href="${escapeHtml(details.manageUrl)}">${escapeHtml(details.manageUrl)}</a></p>`,
  };
}
