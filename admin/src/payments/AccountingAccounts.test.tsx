/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminPaymentsDocument } from '@halo/shared/graphql/admin-payments';
import {
  AdminAccountingAccountsDocument,
  UpdateAccountingAccountsDocument,
  type AdminAccountingAccountsFieldsFragment,
} from '@halo/shared/graphql/admin-accounting-accounts';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Payments from '../screens/Payments';

const graphql = jest.fn();
withTestApiClient({ graphql });

const accounts: AdminAccountingAccountsFieldsFragment = {
  bankAccount: null,
  feesAccount: 'Bank Charges & Fees',
  funds: [
    { fundPrefixedId: 'fund_general', fundName: 'General Fund', incomeAccount: null },
    { fundPrefixedId: 'fund_missions', fundName: 'Missions', incomeAccount: 'Missions Income' },
  ],
};

function serve(update: (input: unknown) => Promise<unknown>) {
  graphql.mockImplementation((document: unknown, variables: { input?: unknown }) => {
    if (document === AdminPaymentsDocument) {
      return Promise.resolve({
        adminPayments: {
          mode: 'sandbox',
          stripeAvailable: false,
          connection: 'notConnected',
          stripeAccountId: null,
          isTest: false,
        },
      });
    }
    if (document === AdminAccountingAccountsDocument)
      return Promise.resolve({ adminAccountingAccounts: accounts });
    if (document === UpdateAccountingAccountsDocument) return update(variables.input);
    return Promise.reject(new Error('unexpected'));
  });
}

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/payments',
  });
  graphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const panel = () => screen.getByRole('form', { name: 'Accounting accounts' });

describe('Payments: accounting accounts', () => {
  it('saves the bank, fees and every fund’s income account at once', async () => {
    const update = jest.fn((_input: unknown) =>
      Promise.resolve({
        updateAccountingAccounts: { ...accounts, bankAccount: 'Checking', funds: accounts.funds },
      }),
    );
    serve(update);
    render(<Payments />);
    const bank = await screen.findByLabelText('Bank account');
    expect((within(panel()).getByLabelText('Fees account') as HTMLInputElement).value).toBe(
      'Bank Charges & Fees',
    );
    expect((within(panel()).getByLabelText('Income account for Missions') as HTMLInputElement).value).toBe(
      'Missions Income',
    );
    fireEvent.change(bank, { target: { value: 'Checking' } });
    fireEvent.change(within(panel()).getByLabelText('Income account for General Fund'), {
      target: { value: 'Contributions:General' },
    });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Save accounts' }));
    await within(panel()).findByText('Accounting accounts saved.');
    expect(update).toHaveBeenCalledWith({
      bankAccount: 'Checking',
      feesAccount: 'Bank Charges & Fees',
      funds: [
        { fundPrefixedId: 'fund_general', incomeAccount: 'Contributions:General' },
        { fundPrefixedId: 'fund_missions', incomeAccount: 'Missions Income' },
      ],
    });
  });

  it('shows each refusal beside its field and moves focus to the first', async () => {
    const message = 'Income account for Missions: an account cannot start with =, +, - or @.';
    serve(() =>
      Promise.reject({
        errors: [{ message: 'invalid', extensions: { validation: { 'funds.1.incomeAccount': [message] } } }],
      }),
    );
    render(<Payments />);
    const missions = await screen.findByLabelText('Income account for Missions');
    fireEvent.change(missions, { target: { value: '=1+1' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Save accounts' }));
    await within(panel()).findByText(message);
    expect(missions.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(missions);
  });

  it('speaks Spanish', async () => {
    serve(() => Promise.reject(new Error('unexpected')));
    act(() => void testStore().getState().setLocale('es'));
    render(<Payments />);
    expect(await screen.findByRole('form', { name: 'Cuentas contables' })).toBeTruthy();
    expect(screen.getByLabelText('Cuenta de ingresos de Missions')).toBeTruthy();
  });
});
