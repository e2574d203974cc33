// A US bank account typed by the donor into the sandbox's own fields (docs/PRODUCT.md §22): the
// routing number is nine digits whose ABA checksum holds, the account number 4 to 17 digits.
import * as v from 'valibot';
import type { Locale } from '../constants';

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * Why a bank debit came back unpaid, as Stripe names the ACH returns of its published test accounts:
 * the account is closed, there is no such account, it had too little money, or its holder told the
 * bank they did not authorize the debit.
 */
export const BANK_DEBIT_FAILURE_CODES = [
  'account_closed',
  'no_account',
  'insufficient_funds',
  'debit_not_authorized',
  // Stripe only: the donor did not verify the account's micro-deposits (too many tries, or too late).
  'verification_failed',
] as const;
export type BankDebitFailureCode = (typeof BANK_DEBIT_FAILURE_CODES)[number];

/** Digits only, as typed: spaces and dashes a donor copies from a check are dropped. */
export function bankDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * Whether nine digits are a routing number by the ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) +
 * (d3+d6+d9) is a multiple of ten (110000000, Stripe's test routing number, is one).
 */
export function isRoutingNumber(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false;
  const digit = (index: number) => Number(text[index]);
  const sum =
    3 * (digit(0) + digit(3) + digit(6)) +
    7 * (digit(1) + digit(4) + digit(7)) +
    digit(2) +
    digit(5) +
    digit(8);
  return sum % 10 === 0;
}

export function isBankAccountNumber(text: string): boolean {
  return /^\d{4,17}$/.test(text);
}

/** The last four digits the donor sees afterwards ("Bank ••6789"). */
export function bankAccountLastFour(accountNumber: string): string {
  return bankDigits(accountNumber).slice(-4);
}

const holderName = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(255, 'validation.maxLength'),
);

/** The fields as the payment step sends them (and `POST /api/give/sandbox/bank-accounts` reads them). */
export const bankAccountEntrySchema = v.object({
  routing_number: v.pipe(
    v.string('validation.required'),
    v.transform(bankDigits),
    v.nonEmpty('validation.required'),
    v.check(isRoutingNumber, 'validation.invalid'),
  ),
  account_number: v.pipe(
    v.string('validation.required'),
    v.transform(bankDigits),
    v.nonEmpty('validation.required'),
    v.check(isBankAccountNumber, 'validation.invalid'),
  ),
  account_holder_name: holderName,
  account_type: v.picklist(BANK_ACCOUNT_TYPES, 'validation.required'),
});
export type BankAccountEntry = v.InferOutput<typeof bankAccountEntrySchema>;

const FAILURE_WORDS: Readonly<Record<Locale, Readonly<Record<BankDebitFailureCode, string>>>> = {
  en: {
    account_closed: 'The bank account is closed.',
    no_account: 'The bank could not find that account.',
    insufficient_funds: 'The account did not have enough money for the debit.',
    debit_not_authorized: 'The account holder told the bank the debit was not authorized.',
    verification_failed:
      'The bank account was not verified with its two small deposits in time, so it could not be debited.',
  },
  es: {
    account_closed: 'La cuenta bancaria está cerrada.',
    no_account: 'El banco no encontró esa cuenta.',
    insufficient_funds: 'La cuenta no tenía fondos suficientes para el débito.',
    debit_not_authorized: 'El titular de la cuenta le dijo al banco que el débito no estaba autorizado.',
    verification_failed:
      'La cuenta bancaria no se verificó a tiempo con sus dos pequeños depósitos, así que no se pudo debitar.',
  },
};

export function isBankDebitFailureCode(value: unknown): value is BankDebitFailureCode {
  return typeof value === 'string' && (BANK_DEBIT_FAILURE_CODES as readonly string[]).includes(value);
}

/** Why the debit failed, in words the donor reads (the failure email, the portal). */
export function bankDebitFailureText(locale: Locale, code: BankDebitFailureCode): string {
  return FAILURE_WORDS[locale][code];
}
