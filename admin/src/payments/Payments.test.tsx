/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AdminPaymentsDocument,
  ConnectStripeAccountDocument,
  DisconnectStripeAccountDocument,
  RefreshStripeAccountDocument,
  SetBankPaymentsDocument,
  type AdminPaymentsFieldsFragment,
} from '@halo/shared/graphql/admin-payments';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Payments from '../screens/Payments';
import { openStripe } from './openStripe';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;
jest.mock('./openStripe', () => ({ openStripe: jest.fn() }));

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/payments',
  });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const payments = (change: Partial<AdminPaymentsFieldsFragment> = {}): AdminPaymentsFieldsFragment => ({
  mode: 'sandbox',
  stripeAvailable: false,
  connection: 'notConnected',
  stripeAccountId: null,
  isTest: false,
  bankPayments: true,
  currency: 'USD',
  ...change,
});

function serve(first: AdminPaymentsFieldsFragment, answers: Record<string, unknown> = {}) {
  fakeGraphql.mockImplementation((document: unknown) => {
    if (document === AdminPaymentsDocument) return Promise.resolve({ adminPayments: first });
    if (document === ConnectStripeAccountDocument) return Promise.resolve(answers.connect);
    if (document === DisconnectStripeAccountDocument) return Promise.resolve(answers.disconnect);
    if (document === RefreshStripeAccountDocument) return Promise.resolve(answers.refresh);
    if (document === SetBankPaymentsDocument) return Promise.resolve(answers.bank);
    return Promise.reject(new Error('unexpected'));
  });
}

const account = () => screen.getByRole('region', { name: 'Stripe account' });

describe('Payments', () => {
  it('connects a simulated account on a server without Stripe, labelled as a test, and disconnects it', async () => {
    const test = payments({ connection: 'connected', stripeAccountId: 'acct_test_1', isTest: true });
    serve(payments(), { connect: { connectStripeAccount: { payments: test, onboardingUrl: null } } });
    render(<Payments />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payments');
    await screen.findByText('No Stripe account is connected.');
    expect(screen.getByRole('region', { name: 'Processor' }).textContent).toContain('Sandbox');
    fireEvent.click(within(account()).getByRole('button', { name: 'Connect a test account' }));
    await within(account()).findByText(/Connected to a simulated test account \(acct_test_1\)/);
    expect(within(account()).getByText('Test')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Payments connected.');

    serve(test, { disconnect: { disconnectStripeAccount: payments() } });
    fireEvent.click(within(account()).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the Stripe account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await within(account()).findByRole('button', { name: 'Connect a test account' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Payments disconnected.');
  });

  it('sends the administrator to Stripe’s onboarding when Stripe is on the server', async () => {
    const pending = payments({ stripeAvailable: true, connection: 'pending', stripeAccountId: 'acct_1' });
    serve(payments({ stripeAvailable: true }), {
      connect: { connectStripeAccount: { payments: pending, onboardingUrl: 'https://connect.stripe.com/x' } },
    });
    render(<Payments />);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
    await act(async () => {});
    expect(openStripe).toHaveBeenCalledWith('https://connect.stripe.com/x');
    expect(screen.getByRole('status').textContent).toBe('Opening Stripe…');
  });

  it('says the link expired on the refresh route, and offers to continue on Stripe for a pending account', async () => {
    testStore().setState({ path: '/admin/payments/refresh' });
    serve(
      payments({ mode: 'stripe', stripeAvailable: true, connection: 'pending', stripeAccountId: 'acct_1' }),
    );
    render(<Payments />);
    await screen.findByText(/The Stripe link expired/);
    expect(within(account()).getByText(/not letting the account acct_1 take gifts yet/)).toBeTruthy();
    expect(within(account()).getByRole('button', { name: 'Continue on Stripe' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Processor' }).textContent).toContain(
      'Stripe: gifts are charged',
    );
  });

  it('reads the account from Stripe on the way back from onboarding and shows it connected at once', async () => {
    testStore().setState({ path: '/admin/payments/return' });
    const pending = payments({
      mode: 'stripe',
      stripeAvailable: true,
      connection: 'pending',
      stripeAccountId: 'acct_1',
    });
    serve(pending, { refresh: { refreshStripeAccount: { ...pending, connection: 'connected' } } });
    render(<Payments />);
    await screen.findByText(/Welcome back from Stripe/);
    await screen.findByText(/Connected to the Stripe account acct_1/);
    expect(account().textContent).toContain('acct_1');
    expect(fakeGraphql).toHaveBeenCalledWith(RefreshStripeAccountDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
    });
  });

  it('reads the account from Stripe again on "Check again", and announces it once it takes gifts', async () => {
    const pending = payments({
      mode: 'stripe',
      stripeAvailable: true,
      connection: 'pending',
      stripeAccountId: 'acct_1',
    });
    serve(pending, { refresh: { refreshStripeAccount: { ...pending, connection: 'connected' } } });
    render(<Payments />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await screen.findByText(/Connected to the Stripe account acct_1/);
    expect(screen.getByRole('status').textContent).toBe('Payments connected.');
  });

  it('does not ask Stripe on the way back when the server has no Stripe', async () => {
    testStore().setState({ path: '/admin/payments/return' });
    serve(payments());
    render(<Payments />);
    await screen.findByText('No Stripe account is connected.');
    await act(async () => {});
    expect(fakeGraphql).not.toHaveBeenCalledWith(RefreshStripeAccountDocument, expect.anything());
  });

  it('reads in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serve(payments({ connection: 'connected', stripeAccountId: 'acct_test_1', isTest: true }));
    await renderLoaded(<Payments />);
    await screen.findByText(/Conectada a una cuenta de prueba simulada/);
    expect(screen.getByRole('region', { name: 'Cuenta de Stripe' })).toBeTruthy();
  });

  it('turns bank account gifts off and on, announcing each, and cannot turn them on outside USD', async () => {
    serve(payments(), { bank: { setBankPayments: payments({ bankPayments: false }) } });
    render(<Payments />);
    const bank = await screen.findByRole('region', { name: 'Bank account gifts' });
    const box = within(bank).getByRole('checkbox', { name: 'Donors may give from a US bank account (ACH)' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await screen.findByText('Bank account gifts are off.');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(fakeGraphql).toHaveBeenCalledWith(SetBankPaymentsDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      enabled: false,
    });
  });

  it('says why a church outside USD cannot take bank account gifts (es)', async () => {
    act(() => void testStore().getState().setLocale('es'));
    serve(payments({ bankPayments: false, currency: 'CAD' }));
    render(<Payments />);
    const bank = await screen.findByRole('region', { name: 'Donaciones desde una cuenta bancaria' });
    expect((within(bank).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(bank.textContent).toContain('dólares estadounidenses (USD)');
  });
});
