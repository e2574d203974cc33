// An account as the church's chart of accounts names it, typed into the console's Payments section:
// QuickBooks Online imports a journal line by the account's name (a sub-account as
// "Parent:Sub-account"), Xero by the account's code. Free text, but it must import as it is: one
// line, at most 100 characters (QuickBooks Online's longest account name), and never starting with a
// character a spreadsheet reads as a formula, since the export guards such a cell with an apostrophe
// and the account would then no longer match.
import type { Locale } from '../constants';

/** QuickBooks Online's longest account name. */
export const ACCOUNTING_ACCOUNT_MAX_LENGTH = 100;
/** Xero's longest account code. */
export const XERO_ACCOUNT_CODE_MAX_LENGTH = 10;

const FORMULA_START = /^[=+\-@＝＋－＠]/;
// Control characters (tabs, line breaks and the rest of C0 and C1) never belong in an account name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export type AccountingAccountProblem = 'tooLong' | 'formulaStart' | 'control';

/** The account trimmed, or null for an empty one (not set). */
export function accountingAccountValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** What is wrong with an account's text as typed, or null when it imports as it is (empty too). */
export function accountingAccountProblem(text: string): AccountingAccountProblem | null {
  const value = accountingAccountValue(text);
  if (value === null) return null;
  if (CONTROL.test(value)) return 'control';
  if ([...value].length > ACCOUNTING_ACCOUNT_MAX_LENGTH) return 'tooLong';
  if (FORMULA_START.test(value)) return 'formulaStart';
  return null;
}

/** Whether Xero can read `account` as an account code. */
export function fitsXeroAccountCode(account: string): boolean {
  return [...account.trim()].length <= XERO_ACCOUNT_CODE_MAX_LENGTH;
}

/** The field an account belongs to, as the console labels it. */
export type AccountingAccountField =
  { kind: 'bank' } | { kind: 'fees' } | { kind: 'income'; fundName: string };

const WORDS = {
  en: {
    bank: 'Bank account',
    fees: 'Fees account',
    income: (fund: string) => `Income account for ${fund}`,
    tooLong: (label: string) =>
      `${label}: use at most ${ACCOUNTING_ACCOUNT_MAX_LENGTH} characters, as your chart of accounts names it.`,
    formulaStart: (label: string) =>
      `${label}: an account cannot start with =, +, - or @ (spreadsheets read those as formulas).`,
    control: (label: string) => `${label}: write the account on one line, without tabs.`,
    xeroCode: (label: string) =>
      `${label}: Xero imports account codes of up to ${XERO_ACCOUNT_CODE_MAX_LENGTH} characters (such as 200, not 200 - Sales). Set the code under Payments, Accounting accounts.`,
    missing: (labels: string) =>
      `Set these accounts under Payments, Accounting accounts, before exporting: ${labels}.`,
  },
  es: {
    bank: 'Cuenta bancaria',
    fees: 'Cuenta de comisiones',
    income: (fund: string) => `Cuenta de ingresos de ${fund}`,
    tooLong: (label: string) =>
      `${label}: usa como máximo ${ACCOUNTING_ACCOUNT_MAX_LENGTH} caracteres, tal como la nombra tu plan de cuentas.`,
    formulaStart: (label: string) =>
      `${label}: una cuenta no puede empezar por =, +, - ni @ (las hojas de cálculo los leen como fórmulas).`,
    control: (label: string) => `${label}: escribe la cuenta en una sola línea, sin tabulaciones.`,
    xeroCode: (label: string) =>
      `${label}: Xero importa códigos de cuenta de hasta ${XERO_ACCOUNT_CODE_MAX_LENGTH} caracteres (como 200, no 200 - Ventas). Indica el código en Pagos, Cuentas contables.`,
    missing: (labels: string) =>
      `Indica estas cuentas en Pagos, Cuentas contables, antes de exportar: ${labels}.`,
  },
} as const;

/** The field's label in `locale` ("Bank account", "Income account for Missions"). */
export function accountingAccountLabel(field: AccountingAccountField, locale: Locale): string {
  const words = WORDS[locale];
  return field.kind === 'income' ? words.income(field.fundName) : words[field.kind];
}

/** The refusal of an account's text, naming its field, in `locale`. */
export function accountingAccountMessage(
  problem: AccountingAccountProblem,
  field: AccountingAccountField,
  locale: Locale,
): string {
  return WORDS[locale][problem](accountingAccountLabel(field, locale));
}

/** The refusal of an account Xero cannot read as a code. */
export function xeroAccountCodeMessage(field: AccountingAccountField, locale: Locale): string {
  return WORDS[locale].xeroCode(accountingAccountLabel(field, locale));
}

/** The refusal of an export that needs accounts the church has not set, naming them. */
export function missingAccountsMessage(fields: readonly AccountingAccountField[], locale: Locale): string {
  return WORDS[locale].missing(fields.map((field) => accountingAccountLabel(field, locale)).join(', '));
}
