// "A moved gift is charged at the old platform again" (docs/PRODUCT.md §17 "If the old platform
// charges again"): to each administrator who manages giving at the church, in their language, once
// per moved gift. It says whose gift, what Stripe told us, what we did to our gift (paused, so the
// donor is not charged twice) and what the church does next.
import escapeHtml from 'escape-html';
import { formatMoney, formattingLocale, type Locale } from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

export interface OldSubscriptionChargingDetails {
  to: string;
  locale: Locale;
  churchName: string;
  country: string | null;
  currency: string;
  /** The donor as the console names them: "First Last <email>", or the email. */
  donor: string;
  amountCents: number;
  oldSubscriptionId: string;
  /** Whether this found our gift active and paused it (false: it was already paused or ended). */
  pausedOurs: boolean;
  /** What Stripe told: the old subscription's collection resumed, or one of its invoices was paid. */
  signal: 'resumed' | 'invoice_paid';
}

const text = {
  en: {
    subject: (church: string) =>
      `${church}: a moved recurring gift is being charged by the old platform again`,
    told: {
      resumed: (sub: string) => `Stripe tells us that the old subscription ${sub} charges its donor again.`,
      invoice_paid: (sub: string) =>
        `Stripe tells us that an invoice of the old subscription ${sub} was paid: the old platform charged its donor again.`,
    },
    gift: (donor: string, amount: string) =>
      `Donor: ${donor}. Their gift of ${amount} was moved to Halo Give.`,
    paused:
      'So that they are not charged twice, we paused their recurring gift with Halo Give: it charges nothing until it is resumed.',
    notPaused: 'Their recurring gift with Halo Give was already paused or ended: we charge nothing more.',
    next: (sub: string) =>
      `What to do: stop the old subscription ${sub} at your previous platform (or cancel it in your Stripe dashboard), then ask the donor to resume their gift from the manage link in their "Your gift has moved" email, or from their donor portal. This email is sent once for this gift.`,
  },
  es: {
    subject: (church: string) =>
      `${church}: la plataforma anterior vuelve a cobrar una donación recurrente trasladada`,
    told: {
      resumed: (sub: string) =>
        `Stripe nos informa que la suscripción anterior ${sub} vuelve a cobrar a su donante.`,
      invoice_paid: (sub: string) =>
        `Stripe nos informa que se pagó una factura de la suscripción anterior ${sub}: la plataforma anterior volvió a cobrar a su donante.`,
    },
    gift: (donor: string, amount: string) =>
      `Donante: ${donor}. Su donación de ${amount} se trasladó a Halo Give.`,
    paused:
      'Para que no se le cobre dos veces, pausamos su donación recurrente en Halo Give: no cobra nada hasta que se reanude.',
    notPaused: 'Su donación recurrente en Halo Give ya estaba pausada o terminada: no cobramos nada más.',
    next: (sub: string) =>
      `Qué hacer: detenga la suscripción anterior ${sub} en su plataforma anterior (o cancélela en su panel de Stripe) y pida al donante que reanude su donación desde el enlace para administrarla de su correo «Su donación se ha trasladado» o desde su portal de donante. Este correo se envía una sola vez para esta donación.`,
  },
} satisfies Record<Locale, unknown>;

export function oldSubscriptionChargingEmail(details: OldSubscriptionChargingDetails): MailMessage {
  const t = text[details.locale];
  const amount = formatMoney(
    details.amountCents,
    details.currency,
    formattingLocale(details.locale, details.country),
  );
  const paragraphs = [
    t.told[details.signal](details.oldSubscriptionId),
    t.gift(details.donor, amount),
    details.pausedOurs ? t.paused : t.notPaused,
    t.next(details.oldSubscriptionId),
  ];
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}
