// The ACH debit authorization (the mandate) a donor accepts beside a required checkbox before a bank
// gift (docs/PRODUCT.md §22). Its version is stored with the gift, with when and from which IP it was
// accepted; change the words, change the version, so a stored gift always names the words it had.
import type { Locale } from '../constants';

/** The version of the words below; stored with every bank gift that accepted them. */
export const BANK_MANDATE_VERSION = 'one-time-2026-12-03';

export interface BankMandateFacts {
  /** The church's name as the form shows it. */
  church: string;
  /** The amount the bank account is debited, formatted in the reader's language. */
  amount: string;
}

const WORDS: Readonly<Record<Locale, (facts: BankMandateFacts) => string>> = {
  en: ({ church, amount }) =>
    `I authorize ${church}, through its payment processor, to debit the bank account above once, ` +
    `for this gift of ${amount}. I can cancel this authorization by contacting ${church} before the ` +
    `debit is made, and I can ask my bank to return a debit I did not authorize.`,
  es: ({ church, amount }) =>
    `Autorizo a ${church}, a través de su procesador de pagos, a debitar una sola vez la cuenta ` +
    `bancaria indicada arriba por este donativo de ${amount}. Puedo cancelar esta autorización ` +
    `comunicándome con ${church} antes de que se haga el débito, y puedo pedir a mi banco que ` +
    `devuelva un débito que no autoricé.`,
};

/** The mandate's words of `BANK_MANDATE_VERSION`, in the donor's language. */
export function bankMandateText(locale: Locale, facts: BankMandateFacts): string {
  return WORDS[locale](facts);
}
