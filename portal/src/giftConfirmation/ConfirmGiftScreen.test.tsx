/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import type { GiftConfirmationResponse } from '@halo/domain';
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { loadCatalogues } from 'halo_shared/i18n';
import { ConfirmGiftScreen } from './ConfirmGiftScreen';
import { giftConfirmationMessages } from './giftConfirmationMessages';

// What the page's exposed module loads before the screen renders.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), giftConfirmationMessages));

const openGiftConfirmation = jest.fn();
const completeGiftConfirmation = jest.fn();
withTestApiClient({ openGiftConfirmation, completeGiftConfirmation });
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const open = jest.mocked(openGiftConfirmation);
const complete = jest.mocked(completeGiftConfirmation);
const stripeLoader = jest.mocked(loadStripe);

const waiting: GiftConfirmationResponse = {
  church_name: 'Grace Community Church',
  locale: 'en',
  status: 'awaiting',
  gift: {
    amount: 4000,
    currency: 'USD',
    country: 'US',
    occurrence_date: '2026-11-02',
    frequency: 'monthly',
    funds: [{ name: 'General Fund', amount: 4000 }],
    card: { brand: 'visa', last_four: '3184' },
  },
  authentication: { mode: 'sandbox' },
};
const confirmed: GiftConfirmationResponse = { ...waiting, status: 'confirmed', authentication: null };

beforeEach(() => {
  open.mockReset();
  complete.mockReset();
  stripeLoader.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('ConfirmGiftScreen', () => {
  it('shows the waiting gift and runs the labelled test challenge: failed, still waiting; completed, given', async () => {
    open.mockResolvedValue({ kind: 'confirmation', answer: waiting });
    render(<ConfirmGiftScreen token="tok" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your gift');
    await screen.findByText('Visa ending in 3184');
    expect(screen.getAllByText('$40.00').length).toBeGreaterThan(0);
    expect(screen.getByText('General Fund ($40.00)')).toBeTruthy();

    complete.mockResolvedValueOnce({ kind: 'confirmation', answer: waiting });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with your bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test authentication — no bank is contacted' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('still waiting'));
    expect(complete).toHaveBeenLastCalledWith('tok', 'failed');

    complete.mockResolvedValueOnce({ kind: 'confirmation', answer: confirmed });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with your bank' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Thank you! Your gift of $40.00 to Grace Community Church is given. The receipt is on its way by email.',
      ),
    );
    expect(complete).toHaveBeenLastCalledWith('tok', 'completed');
    expect(screen.queryByRole('button', { name: 'Confirm with your bank' })).toBeNull();
    expect(stripeLoader).not.toHaveBeenCalled();
  });

  it("with Stripe runs handleNextAction with the client secret on the church's account, then asks the API", async () => {
    const handleNextAction = jest.fn().mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    stripeLoader.mockResolvedValue({ handleNextAction } as never);
    open.mockResolvedValue({
      kind: 'confirmation',
      answer: {
        ...waiting,
        authentication: {
          mode: 'stripe',
          client_secret: 'pi_1_secret_2',
          publishable_key: 'pk_test_1',
          stripe_account: 'acct_1',
        },
      },
    });
    complete.mockResolvedValue({ kind: 'confirmation', answer: confirmed });
    render(<ConfirmGiftScreen token="tok" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm with your bank' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('is given'));
    expect(stripeLoader).toHaveBeenCalledWith('pk_test_1', { stripeAccount: 'acct_1' });
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(complete).toHaveBeenCalledWith('tok', undefined);
  });

  it("speaks the donor's language and explains a used link, with the way to sign in", async () => {
    open.mockResolvedValue({
      kind: 'refused',
      code: 'link_used',
      message: 'Esta donación ya está confirmada: ¡gracias! El recibo se envió por correo.',
      locale: 'es',
    });
    render(<ConfirmGiftScreen token="tok" />);
    expect((await screen.findByRole('alert')).textContent).toContain('ya está confirmada');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Este enlace ya no funciona'),
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });
});
