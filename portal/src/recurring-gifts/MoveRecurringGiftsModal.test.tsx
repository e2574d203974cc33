/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, graphqlRefusal, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { mastercard, monthlyGift, visaCard } from '@halo/testkit/selfService/fixtures';
import { demoOrganization } from '@halo/testkit/selfService/demoOrganization';
import { PaymentMethodsScreen } from '../payment-methods/PaymentMethodsScreen';
import { loadCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';

// What the exposed module loads before the screen renders.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), selfServiceMessages));

let fake: FakeGraphql;
withTestApiClient({
  graphql: (...args: unknown[]) => (fake as unknown as (...a: unknown[]) => unknown)(...args),
});

/** A card that expired long ago: never offered as the gifts' new card. */
const expiredAmex = {
  ...mastercard,
  processorId: 'pm_amex',
  brand: 'amex',
  lastFour: '0005',
  expiration: '01/2020',
};

let cards = [visaCard, mastercard, expiredAmex];
beforeEach(() => {
  testStore().setState({ organization: demoOrganization, organizationStatus: 'loaded' });
  cards = [visaCard, mastercard, expiredAmex];
  fake = createFakeGraphql({
    SelfServicePaymentMethods: () => ({ donorPaymentMethods: cards }),
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('moving recurring gifts to another card', () => {
  it('offers the move only on a card gifts use, lists the other unexpired cards, and refreshes the counts', async () => {
    fake.answer('SelfServiceMoveRecurringGivings', () => {
      cards = [
        { ...visaCard, recurringGivingsCount: 0 },
        { ...mastercard, recurringGivingsCount: 2 },
        expiredAmex,
      ];
      return { moveRecurringGivings: [monthlyGift] };
    });
    render(<PaymentMethodsScreen />);
    const moveButton = await screen.findByRole('button', {
      name: 'Move recurring gifts from Visa •••• 4242',
    });
    expect(moveButton.textContent).toBe('Move recurring gifts');
    expect(screen.queryByRole('button', { name: /Move recurring gifts from Mastercard/ })).toBeNull();
    moveButton.focus();
    fireEvent.click(moveButton);
    const dialog = screen.getByRole('dialog', { name: 'Move recurring gifts' });
    const group = within(dialog).getByRole('group', {
      name: 'Move 2 recurring gifts from Visa •••• 4242 to:',
    });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Mastercard •••• 4444 · Expires 01/2029',
    ]);
    // The only card there is, already chosen.
    expect((choices[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move gifts' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your recurring gifts now use Mastercard •••• 4444.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.variablesOf('SelfServiceMoveRecurringGivings')).toEqual([
      { organizationPrefixedId: 'org_1', fromProcessorId: 'pm_visa', toProcessorId: 'pm_mc' },
    ]);
    const list = screen.getByRole('list', { name: 'Saved cards' });
    // The Visa card already read "Used by 2" before the move, so wait for the refreshed counts themselves.
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
        'Not used by any recurring gift',
      ),
    );
    within(list).getByText('Used by 2 recurring gifts');
  });

  it("shows the server's refusal inside the dialog, and cancelling leaves everything as it was", async () => {
    fake.answer('SelfServiceMoveRecurringGivings', () => {
      throw graphqlRefusal('Invalid', {
        category: 'validation',
        validation: { toProcessorId: ['This card has expired. Choose a card that has not expired.'] },
      });
    });
    render(<PaymentMethodsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move recurring gifts from Visa •••• 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Move recurring gifts' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move gifts' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This card has expired. Choose a card that has not expired.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText('Used by 2 recurring gifts')).toHaveLength(1);
  });

  it('has no move without another unexpired card', async () => {
    cards = [visaCard, expiredAmex];
    render(<PaymentMethodsScreen />);
    await screen.findByRole('list', { name: 'Saved cards' });
    expect(screen.queryByRole('button', { name: /Move recurring gifts/ })).toBeNull();
  });

  it('is in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    fake.answer('SelfServiceMoveRecurringGivings', () => ({ moveRecurringGivings: [monthlyGift] }));
    await renderLoaded(<PaymentMethodsScreen />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mover donaciones recurrentes de Visa •••• 4242' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mover donaciones recurrentes' });
    expect(
      within(dialog).getByRole('group', { name: 'Mover 2 donaciones recurrentes de Visa •••• 4242 a:' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mover donaciones' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Tus donaciones recurrentes ahora usan Mastercard •••• 4444.',
    );
  });
});
