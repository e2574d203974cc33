import {
  accountingAccountMessage,
  accountingAccountProblem,
  accountingAccountValue,
  fitsXeroAccountCode,
  missingAccountsMessage,
  xeroAccountCodeMessage,
} from './accountingAccountText';

describe('an account as the chart of accounts names it', () => {
  it('takes a name, a sub-account and a code, trimmed; empty is not set', () => {
    expect(accountingAccountProblem('Checking')).toBeNull();
    expect(accountingAccountProblem('Contributions:General Fund')).toBeNull();
    expect(accountingAccountProblem('  4000 ')).toBeNull();
    expect(accountingAccountValue('  4000 ')).toBe('4000');
    expect(accountingAccountValue('   ')).toBeNull();
    expect(accountingAccountProblem('')).toBeNull();
  });

  it('refuses what would not import as it is: formulas, line breaks, tabs, over 100 characters', () => {
    expect(accountingAccountProblem('=HYPERLINK("x")')).toBe('formulaStart');
    expect(accountingAccountProblem('-Income')).toBe('formulaStart');
    expect(accountingAccountProblem('＠Income')).toBe('formulaStart');
    expect(accountingAccountProblem('Check\ning')).toBe('control');
    expect(accountingAccountProblem('Check\tng')).toBe('control');
    expect(accountingAccountProblem('x'.repeat(100))).toBeNull();
    expect(accountingAccountProblem('x'.repeat(101))).toBe('tooLong');
  });

  it('names the field in English and Spanish', () => {
    expect(accountingAccountMessage('tooLong', { kind: 'bank' }, 'en')).toBe(
      'Bank account: use at most 100 characters, as your chart of accounts names it.',
    );
    expect(accountingAccountMessage('formulaStart', { kind: 'income', fundName: 'Misiones' }, 'es')).toMatch(
      /^Cuenta de ingresos de Misiones: /,
    );
    expect(missingAccountsMessage([{ kind: 'fees' }, { kind: 'income', fundName: 'Missions' }], 'en')).toBe(
      'Set these accounts under Payments, Accounting accounts, before exporting: Fees account, Income account for Missions.',
    );
    expect(xeroAccountCodeMessage({ kind: 'bank' }, 'es')).toMatch(/^Cuenta bancaria: Xero importa/);
  });

  it('knows a Xero account code is at most 10 characters', () => {
    expect(fitsXeroAccountCode('090')).toBe(true);
    expect(fitsXeroAccountCode('Business Checking')).toBe(false);
  });
});
