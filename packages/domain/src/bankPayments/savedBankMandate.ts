// The ACH authorization a donor accepts when saving a bank account for later gifts (docs/PRODUCT.md
// §22 "Saved bank accounts"). Unlike the one-time words (bankMandate.ts) they cover every later debit
// of the gifts the donor sets up from the account, recurring gifts included, until the donor removes
// the account; so the saved account keeps them (words, version, when and from which IP) and each
// later debit names them. Change the words, change the version.
import type { Locale } from '../constants';

/** The version of the words below; stored with every saved bank account that accepted them. */
export const SAVED_BANK_MANDATE_VERSION = 'saved-2026-12-03';

export interface SavedBankMandateFacts {
  /** The church's name as the form shows it. */
  church: string;
  /** The first debit's amount, formatted in the reader's language. */
  amount: string;
}

const WORDS: Readonly<Record<Locale, (facts: SavedBankMandateFacts) => string>> = {
  en: ({ church, amount }) =>
    `I authorize ${church}, through its payment processor, to debit the bank account above for this ` +
    `gift of ${amount}, and to keep the account to debit it again for the gifts I set up with it, ` +
    `recurring gifts included, each on the day and for the amount I chose. This authorization ` +
    `stays in effect until I remove the account from my payment methods or tell ${church}. I can ` +
    `ask my bank to return a debit I did not authorize.`,
  es: ({ church, amount }) =>
    `Autorizo a ${church}, a través de su procesador de pagos, a debitar la cuenta bancaria indicada ` +
    `arriba por este donativo de ${amount}, y a guardar la cuenta para debitarla de nuevo por los ` +
    `donativos que programe con ella, incluidos los donativos recurrentes, cada uno en el día y por ` +
    `el importe que elegí. Esta autorización sigue vigente hasta que quite la cuenta de mis métodos ` +
    `de pago o se lo indique a ${church}. Puedo pedir a mi banco que devuelva un débito que no autoricé.`,
};

/** The mandate's words of `SAVED_BANK_MANDATE_VERSION`, in the donor's language. */
export function savedBankMandateText(locale: Locale, facts: SavedBankMandateFacts): string {
  return WORDS[locale](facts);
}
