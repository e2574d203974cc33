// The emails of a bank account gift (docs/PRODUCT.md §22), in the donor's language: the first one,
// sent when the donor gives, says the gift is processing and carries the ACH authorization they
// accepted; when the debit fails, the second says why in words and links to give again. The receipt
// of a settled bank gift is the usual receipt (receiptEmail.ts), naming the bank account.
import escapeHtml from 'escape-html';
import {
  bankDebitFailureText,
  formatCalendarDay,
  formatMoney,
  formattingLocale,
  type BankDebitFailureCode,
  type Locale,
} from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

interface BankGiftFacts {
  to: string;
  locale: Locale;
  churchName: string;
  country: string | null;
  currency: string;
  /** What the account is debited, a covered fee included. */
  chargedCents: number;
  funds: string[];
  /** YYYY-MM-DD on the church's calendar: the day the donor gave. */
  date: string;
  bankName: string;
  lastFour: string;
  receiptNumber: string;
}

export interface BankGiftProcessingDetails extends BankGiftFacts {
  /** YYYY-MM-DD: when the debit is expected to settle. */
  settlesOn: string;
  mandate: { text: string; version: string; acceptedAt: Date };
  /**
   * On Stripe, when the account could not be verified at once: Stripe's page where the donor enters
   * the two small deposits (or the code) Stripe sends it; the debit waits until then.
   */
  verificationUrl?: string | null;
}

export interface BankGiftFailedDetails extends BankGiftFacts {
  code: BankDebitFailureCode;
  /** The church's giving page, to give again. */
  giveAgainUrl: string;
}

const text = {
  en: {
    processingSubject: (church: string) => `Your gift to ${church} is processing`,
    processingGreeting: (church: string) =>
      `Thank you for your gift to ${church}! Your bank account debit is processing.`,
    processingNext: (day: string) =>
      `A bank debit takes about 4 business days. We will email your receipt once it has cleared, expected on ${day}.`,
    failedSubject: (church: string) => `Your gift to ${church} could not be completed`,
    failedGreeting: (church: string) => `Your bank did not pay your gift to ${church}.`,
    reason: 'Reason',
    giveAgain: 'You can give again here:',
    amount: 'Amount',
    funds: 'Funds',
    date: 'Date',
    account: 'Bank account',
    accountText: (bank: string, last4: string) => `${bank} ending in ${last4}`,
    reference: 'Reference',
    mandate: (version: string, at: string) => `Your authorization (version ${version}, accepted ${at}):`,
    verifyFirst:
      'Before your bank account can be debited it must be verified. In 1 to 2 business days Stripe, our payment processor, makes a small deposit into it (two amounts, or one with a 6-character code starting with SM in its description) and emails you a link. Open the link below, or the one in Stripe’s email, and enter the amounts or the code. Your gift waits until then; if the account is not verified within 10 days, the gift is canceled.',
    verifyLink: 'Verify your bank account:',
  },
  es: {
    processingSubject: (church: string) => `Su donación a ${church} está en proceso`,
    processingGreeting: (church: string) =>
      `¡Gracias por su donación a ${church}! El débito de su cuenta bancaria está en proceso.`,
    processingNext: (day: string) =>
      `Un débito bancario tarda unos 4 días hábiles. Le enviaremos su recibo por correo cuando se haya completado, previsto para el ${day}.`,
    failedSubject: (church: string) => `Su donación a ${church} no se pudo completar`,
    failedGreeting: (church: string) => `Su banco no pagó su donación a ${church}.`,
    reason: 'Motivo',
    giveAgain: 'Puede donar de nuevo aquí:',
    amount: 'Monto',
    funds: 'Fondos',
    date: 'Fecha',
    account: 'Cuenta bancaria',
    accountText: (bank: string, last4: string) => `${bank} terminada en ${last4}`,
    reference: 'Referencia',
    mandate: (version: string, at: string) => `Su autorización (versión ${version}, aceptada el ${at}):`,
    verifyFirst:
      'Antes de debitar su cuenta bancaria hay que verificarla. En 1 a 2 días hábiles Stripe, nuestro procesador de pagos, hace un pequeño depósito en ella (dos montos, o uno con un código de 6 caracteres que empieza por SM en su descripción) y le envía un enlace por correo. Abra el enlace de abajo, o el del correo de Stripe, e ingrese los montos o el código. Su donación espera hasta entonces; si la cuenta no se verifica en 10 días, la donación se cancela.',
    verifyLink: 'Verifique su cuenta bancaria:',
  },
} as const;

function giftRows(facts: BankGiftFacts): [string, string][] {
  const t = text[facts.locale];
  const formatting = formattingLocale(facts.locale, facts.country);
  return [
    [t.amount, formatMoney(facts.chargedCents, facts.currency, formatting)],
    [t.funds, facts.funds.join(', ')],
    [t.date, formatCalendarDay(facts.date, formatting)],
    [t.account, t.accountText(facts.bankName, facts.lastFour)],
    [t.reference, facts.receiptNumber],
  ];
}

/**
 * A bank email's text and HTML: the first paragraph, the table of rows, then the other paragraphs (each
 * a list of lines). The emails of a bank account kept for a recurring gift are written the same way
 * (bankSetupEmails.ts).
 */
export function bankEmailMessage(
  to: string,
  subject: string,
  paragraphs: string[][],
  rows: [string, string][],
): MailMessage {
  const [first, ...rest] = paragraphs;
  return {
    to,
    subject,
    text: [
      ...(first ?? []),
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...rest.flatMap((paragraph) => ['', ...paragraph]),
    ].join('\n'),
    html:
      (first ?? []).map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      '<table>' +
      rows
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>' +
      rest.map((paragraph) => `<p>${paragraph.map((line) => escapeHtml(line)).join('<br>')}</p>`).join(''),
  };
}

/** The first email of a bank gift: processing, when it should settle, and the authorization given. */
export function bankGiftProcessingEmail(details: BankGiftProcessingDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const acceptedAt = details.mandate.acceptedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  return bankEmailMessage(
    details.to,
    t.processingSubject(details.churchName),
    [
      [t.processingGreeting(details.churchName)],
      ...(details.verificationUrl
        ? [[t.verifyFirst], [t.verifyLink, details.verificationUrl]]
        : [[t.processingNext(formatCalendarDay(details.settlesOn, formatting))]]),
      [t.mandate(details.mandate.version, acceptedAt), details.mandate.text],
    ],
    giftRows(details),
  );
}

/** A bank gift came back unpaid: why, in words, and where to give again. */
export function bankGiftFailedEmail(details: BankGiftFailedDetails): MailMessage {
  const t = text[details.locale];
  return bankEmailMessage(
    details.to,
    t.failedSubject(details.churchName),
    [
      [
        t.failedGreeting(details.churchName),
        `${t.reason}: ${bankDebitFailureText(details.locale, details.code)}`,
      ],
      [t.giveAgain, details.giveAgainUrl],
    ],
    giftRows(details),
  );
}
