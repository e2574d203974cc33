/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, graphqlRefusal, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { mastercard, savedBankAccount, visaCard } from '@halo/testkit/selfService/fixtures';
import { PaymentMethodsScreen } from './PaymentMethodsScreen';
import { demoOrganization } from '@halo/testkit/selfService/demoOrganization';
import { loadCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';

// What the exposed module loads before the screen renders.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), selfServiceMessages));

let fake: FakeGraphql;
withTestApiClient({
  graphql: (...args: unknown[]) => (fake as unknown as (...a: unknown[]) => unknown)(...args),
});

beforeEach(() => {
  testStore().setState({ organization: demoOrganization, organizationStatus: 'loaded' });
  fake = createFakeGraphql({
    SelfServicePaymentMethods: () => ({ donorPaymentMethods: [visaCard, mastercard] }),
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('PaymentMethodsScreen', () => {
  it('lists the cards: brand and last four, expiry, primary badge, recurring use; adding a card is through giving', async () => {
    render(<PaymentMethodsScreen />);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Visa •••• 4242' })).toBeTruthy();
    expect(cards[0]?.textContent).toContain('Primary');
    expect(cards[0]?.textContent).toContain('12/2030');
    expect(cards[0]?.textContent).toContain('Used by 2 recurring gifts');
    expect(cards[1]?.textContent).toContain('Not used by any recurring gift');
    expect(cards[1]?.textContent).not.toContain('Primary');
    expect(screen.getByRole('link', { name: 'giving page' }).getAttribute('href')).toBe('/');
    expect(fake.variablesOf('SelfServicePaymentMethods')).toEqual([{ organizationPrefixedId: 'org_1' }]);
  });

  it('says the docs/PRODUCT.md §8 message when loading fails, and tries again', async () => {
    fake.answer('SelfServicePaymentMethods', () => {
      throw new Error('[Network] down');
    });
    render(<PaymentMethodsScreen />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment method data could not be loaded.',
    );
    fake.answer('SelfServicePaymentMethods', () => ({ donorPaymentMethods: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no saved cards yet.')).toBeTruthy();
  });

  it('confirms a deletion in a dialog, and shows the docs/PRODUCT.md §8 refusal when a recurring gift uses the card', async () => {
    fake.answer('SelfServiceDeletePaymentMethod', () => {
      throw graphqlRefusal('In use', { category: 'validation', code: 'PAYMENT_METHOD_IN_USE' });
    });
    render(<PaymentMethodsScreen />);
    const deleteButton = await screen.findByRole('button', { name: 'Delete Visa •••• 4242' });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this payment method?' });
    expect(dialog.textContent).toContain('Visa •••• 4242 will be removed');
    // The safe choice has focus first.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete payment method' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment method could not be deleted. Please check whether it is used in any recurring giving.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(fake.variablesOf('SelfServiceDeletePaymentMethod')).toEqual([
      { organizationPrefixedId: 'org_1', processorId: 'pm_visa' },
    ]);
    expect(screen.getByRole('heading', { name: 'Visa •••• 4242' })).toBeTruthy();
  });

  it('deletes a card nothing uses', async () => {
    fake.answer('SelfServiceDeletePaymentMethod', () => ({ deletePaymentMethod: true }));
    render(<PaymentMethodsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mastercard •••• 4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete payment method' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The payment method Mastercard •••• 4444 was deleted.',
    );
    expect(screen.queryByRole('heading', { name: 'Mastercard •••• 4444' })).toBeNull();
    // The button that opened the dialog went away with the card: focus moves to the outcome.
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('updates a card in a dialog: masked expiry, docs/PRODUCT.md §5 messages, then the mutation', async () => {
    let cards = [visaCard, mastercard];
    fake.answer('SelfServicePaymentMethods', () => ({ donorPaymentMethods: cards }));
    fake.answer('SelfServiceUpdatePaymentMethod', ({ input }) => {
      const updated = {
        ...visaCard,
        nickname: (input as { nickname: string }).nickname,
        expiration: '11/2031',
      };
      cards = [updated, mastercard];
      return { updatePaymentMethod: updated };
    });
    render(<PaymentMethodsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Visa •••• 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Visa •••• 4242' });
    const expiry = within(dialog).getByLabelText('Expiration date');
    fireEvent.change(expiry, { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      document.getElementById(expiry.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent,
    ).toBe('Date must be MM/YYYY.');
    fireEvent.change(expiry, { target: { value: '112031' } });
    expect((expiry as HTMLInputElement).value).toBe('11/2031');
    fireEvent.change(within(dialog).getByLabelText('Nickname (optional)'), {
      target: { value: 'Church card' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The payment method Visa •••• 4242 was updated.',
    );
    expect(fake.variablesOf('SelfServiceUpdatePaymentMethod')[0]).toEqual({
      input: expect.objectContaining({
        organizationPrefixedId: 'org_1',
        processorId: 'pm_visa',
        nickname: 'Church card',
        cardholderName: 'Dana Donor',
        expDate: '11/2031',
        primary: true,
      }),
    });
    await waitFor(() => expect(screen.getByText('Church card')).toBeTruthy());
    expect(screen.getByText('11/2031')).toBeTruthy();
  });

  it('shows a saved bank account as "Bank ••6789", without expiry, and changes only its nickname and primary', async () => {
    fake.answer('SelfServicePaymentMethods', () => ({ donorPaymentMethods: [visaCard, savedBankAccount] }));
    fake.answer('SelfServiceUpdateBankAccount', () => ({
      updateBankAccount: { ...savedBankAccount, nickname: 'Household', primary: true },
    }));
    render(<PaymentMethodsScreen />);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    const bank = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(bank).getByRole('heading', { name: 'Bank ••6789' })).toBeTruthy();
    expect(bank.textContent).not.toContain('Expiration date');
    expect(bank.textContent).toContain('Its authorization covers its later debits.');
    fireEvent.click(within(bank).getByRole('button', { name: 'Edit Bank ••6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Bank ••6789' });
    expect(within(dialog).queryByLabelText('Expiration date')).toBeNull();
    expect(within(dialog).queryByLabelText('Name on card')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Nickname (optional)'), {
      target: { value: 'Household' },
    });
    fireEvent.click(within(dialog).getByLabelText('Use as my primary payment method'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The payment method Bank ••6789 was updated.',
    );
    expect(fake.variablesOf('SelfServiceUpdateBankAccount')[0]).toEqual({
      input: {
        organizationPrefixedId: 'org_1',
        processorId: 'pm_sbx_bank',
        nickname: 'Household',
        primary: true,
      },
    });
  });

  it('names a saved bank account "Banco ••6789" in Spanish', async () => {
    fake.answer('SelfServicePaymentMethods', () => ({ donorPaymentMethods: [savedBankAccount] }));
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<PaymentMethodsScreen />);
    const list = await screen.findByRole('list', { name: 'Tarjetas guardadas' });
    expect(within(list).getByRole('heading', { name: 'Banco ••6789' })).toBeTruthy();
    expect(list.textContent).toContain('Cuenta bancaria');
  });

  it('is in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<PaymentMethodsScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Métodos de pago');
    expect((await screen.findByRole('list', { name: 'Tarjetas guardadas' })).textContent).toContain(
      'La usan 2 donaciones recurrentes',
    );
  });
});
