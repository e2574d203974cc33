// The emails of a bank account kept on Stripe for a recurring gift (docs/PRODUCT.md §22 "A recurring gift
// from a bank account with Stripe"), in the donor's language. While the account waits for Stripe's
// micro-deposits, the first says what to do, with Stripe's page to verify them and the authorization
// the donor accepted; when Stripe gives the account up (the deposits never entered right, or not within
// 10 days), the second says the gift did not start and links to the donor's recurring gifts, where they
// choose another payment method and resume it. A link in them is the donor's alone: the mailer logs
// none of it (src/mail/mailer.ts).
import {
  bankDebitFailureText,
  formatCalendarDay,
  formatMoney,
  formattingLocale,
  scheduleNamesByLocale,
  type Frequency,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';
import { bankEmailMessage } from './bankGiftEmails';

interface BankSetupGiftFacts {
  to: string;
  locale: Locale;
  churchName: string;
  country: string | null;
  currency: string;
  /** Each gift, before any covered fee, in cents. */
  amountCents: number;
  frequency: Frequency;
  funds: string[];
  /** YYYY-MM-DD on the church's calendar. */
  startDate: string;
  /** The recurring gift's prefixed id. */
  reference: string;
}

export interface BankSetupVerifyDetails extends BankSetupGiftFacts {
  bankName: string;
  lastFour: string;
  /** Stripe's hosted page where the donor enters the two small deposits (or the code). */
  verificationUrl: string;
  mandate: { text: string; version: string; acceptedAt: Date };
}

export interface BankSetupFailedDetails extends BankSetupGiftFacts {
  /** The donor's recurring gifts on the church's giving site. */
  recurringGiftsUrl: string;
}

const text = {
  en: {
    verifySubject: (church: string) => `Verify your bank account to start your gift to ${church}`,
    verifyGreeting: (church: string) =>
      `Thank you for setting up a recurring gift to ${church}! Before your bank account can be debited it must be verified.`,
    verifySteps:
      'In 1 to 2 business days Stripe, our payment processor, makes a small deposit into it (two amounts, or one with a 6-character code starting with SM in its description) and emails you. Open the link below, or the one in Stripe’s email, and enter the amounts or the code. Your recurring gift starts once the account is verified; if it is not verified within 10 days, the gift does not start and we email you.',
    verifyLink: 'Verify your bank account:',
    failedSubject: (church: string) => `Your recurring gift to ${church} could not start`,
    failedGreeting: (church: string) =>
      `Your bank account could not be verified, so your recurring gift to ${church} has not started. Nothing was debited.`,
    reason: 'Reason',
    failedNext:
      'Your gift is paused. Choose another payment method for it and resume it in your recurring gifts:',
    mandate: (version: string, at: string) => `Your authorization (version ${version}, accepted ${at}):`,
    gift: 'Each gift',
    frequency: 'Frequency',
    funds: 'Funds',
    starts: 'Starts',
    account: 'Bank account',
    accountText: (bank: string, last4: string) => `${bank} ending in ${last4}`,
    reference: 'Reference',
  },
  es: {
    verifySubject: (church: string) => `Verifique su cuenta bancaria para comenzar su donación a ${church}`,
    verifyGreeting: (church: string) =>
      `¡Gracias por programar una donación recurrente a ${church}! Antes de debitar su cuenta bancaria hay que verificarla.`,
    verifySteps:
      'En 1 a 2 días hábiles Stripe, nuestro procesador de pagos, hace un pequeño depósito en ella (dos montos, o uno con un código de 6 caracteres que empieza por SM en su descripción) y le envía un correo. Abra el enlace de abajo, o el del correo de Stripe, e ingrese los montos o el código. Su donación recurrente comienza cuando la cuenta esté verificada; si no se verifica en 10 días, la donación no comienza y le enviamos un correo.',
    verifyLink: 'Verifique su cuenta bancaria:',
    failedSubject: (church: string) => `Su donación recurrente a ${church} no pudo comenzar`,
    failedGreeting: (church: string) =>
      `No se pudo verificar su cuenta bancaria, así que su donación recurrente a ${church} no ha comenzado. No se debitó nada.`,
    reason: 'Motivo',
    failedNext:
      'Su donación está en pausa. Elija otro método de pago para ella y reanúdela en sus donaciones recurrentes:',
    mandate: (version: string, at: string) => `Su autorización (versión ${version}, aceptada el ${at}):`,
    gift: 'Cada donación',
    frequency: 'Frecuencia',
    funds: 'Fondos',
    starts: 'Comienza',
    account: 'Cuenta bancaria',
    accountText: (bank: string, last4: string) => `${bank} terminada en ${last4}`,
    reference: 'Referencia',
  },
} as const;

function giftRows(facts: BankSetupGiftFacts): [string, string][] {
  const t = text[facts.locale];
  const formatting = formattingLocale(facts.locale, facts.country);
  return [
    [t.gift, formatMoney(facts.amountCents, facts.currency, formatting)],
    [t.frequency, scheduleNamesByLocale[facts.locale].name[facts.frequency]],
    [t.funds, facts.funds.join(', ')],
    [t.starts, formatCalendarDay(facts.startDate, formatting)],
  ];
}

/** The recurring gift waits for the account's micro-deposits: what to do, and where. */
export function bankSetupVerifyEmail(details: BankSetupVerifyDetails): MailMessage {
  const t = text[details.locale];
  const acceptedAt = details.mandate.acceptedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  return bankEmailMessage(
    details.to,
    t.verifySubject(details.churchName),
    [
      [t.verifyGreeting(details.churchName)],
      [t.verifySteps],
      [t.verifyLink, details.verificationUrl],
      [t.mandate(details.mandate.version, acceptedAt), details.mandate.text],
    ],
    [
      ...giftRows(details),
      [t.account, t.accountText(details.bankName, details.lastFour)],
      [t.reference, details.reference],
    ],
  );
}

/** Stripe gave the account up: the gift did not start, why, and where to give it another way. */
export function bankSetupFailedEmail(details: BankSetupFailedDetails): MailMessage {
  const t = text[details.locale];
  return bankEmailMessage(
    details.to,
    t.failedSubject(details.churchName),
    [
      [
        t.failedGreeting(details.churchName),
        `${t.reason}: ${bankDebitFailureText(details.locale, 'verification_failed')}`,
      ],
      [t.failedNext, details.recurringGiftsUrl],
    ],
    [...giftRows(details), [t.reference, details.reference]],
  );
}
