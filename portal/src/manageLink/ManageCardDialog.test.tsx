/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createGivingClient, type GivingClient } from 'halo_shared/api/giving';
import { loadCatalogues } from 'halo_shared/i18n';
import { ManageCardDialog } from './ManageCardDialog';
import { manageLinkMessages } from './manageLinkMessages';

const openManageLinkCardEntry = jest.fn();
withTestApiClient({ openManageLinkCardEntry });
jest.mock('halo_shared/api/giving', () => ({
  ...jest.requireActual('halo_shared/api/giving'),
  createGivingClient: jest.fn(),
}));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
// What the manage page loads before it renders this dialog.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), manageLinkMessages));

const sandboxPaymentMethod = jest.fn();
const setupIntent = jest.fn();
const bankAsks = {
  ok: false,
  status: 402,
  code: 'authentication_required',
  message: 'Your bank asks you to confirm this card.',
  errors: {},
  body: {
    code: 'authentication_required',
    message: 'Your bank asks you to confirm this card.',
    authentication: { mode: 'sandbox' },
  },
};
const saved = {
  ok: true,
  status: 200,
  data: { payment_method_id: 'pm_new', brand: 'visa', last_four: '3155', exp_month: 12, exp_year: 2031 },
};

beforeEach(() => {
  sandboxPaymentMethod.mockReset();
  jest.mocked(openManageLinkCardEntry).mockResolvedValue({
    kind: 'entry',
    entry: {
      organization_prefixed_id: 'org_1',
      giving_token: 'giving-token',
      processor_mode: 'sandbox',
    },
  });
  jest
    .mocked(createGivingClient)
    .mockReturnValue({ sandboxPaymentMethod, setupIntent } as unknown as GivingClient);
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

async function typeCard(number: string) {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiration (MM/YYYY)'), { target: { value: '122031' } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
  await send();
}

/** "Use this card", and the answers that come before the challenge opens. */
const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Use this card' }));
  });

const challenge = () => screen.findByRole('dialog', { name: 'Test authentication — no bank is contacted' });

describe('ManageCardDialog', () => {
  it('runs the bank’s test challenge when the card asks as it is saved; completed, the card is sent again and attached', async () => {
    sandboxPaymentMethod.mockResolvedValueOnce(bankAsks).mockResolvedValueOnce(saved);
    const onAttach = jest.fn().mockResolvedValue(null);
    render(<ManageCardDialog token="link" onClose={jest.fn()} onAttach={onAttach} />);
    expect(await screen.findByRole('group', { name: 'New card Test mode' })).toBeTruthy();
    await typeCard('4000002500003155');
    const test = await challenge();
    expect(test.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onAttach).toHaveBeenCalledWith('pm_new'));
    const [first, again] = sandboxPaymentMethod.mock.calls;
    expect(first[0]).toMatchObject({ card_number: '4000002500003155', exp_month: 12, exp_year: 2031 });
    expect(first[0]).not.toHaveProperty('test_authentication');
    expect(again).toEqual([{ ...first[0], test_authentication: 'passed' }, 'giving-token']);
  });

  it('keeps the gift on its card when the challenge fails or is closed with Escape, says so, and keeps the focus in the dialog', async () => {
    sandboxPaymentMethod.mockResolvedValue(bankAsks);
    const onAttach = jest.fn();
    const onClose = jest.fn();
    render(<ManageCardDialog token="link" onClose={onClose} onAttach={onAttach} />);
    await typeCard('4000 0025 0000 3155');
    fireEvent.click(within(await challenge(), 'Fail authentication'));
    const said = await screen.findByRole('alert');
    expect(said.textContent).toContain('this gift stays on its current card');
    await waitFor(() =>
      expect(
        screen.getByRole('dialog', { name: 'Change the card of this gift' }).contains(document.activeElement),
      ).toBe(true),
    );

    await send();
    const test = await challenge();
    fireEvent.keyDown(test, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Test authentication/ })).toBeNull());
    // Escape closed the challenge only.
    expect(screen.getByRole('dialog', { name: 'Change the card of this gift' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onAttach).not.toHaveBeenCalled();
    expect(sandboxPaymentMethod).toHaveBeenCalledTimes(2);
  });

  it('checks the card with the giving form’s rules before sending it', async () => {
    render(<ManageCardDialog token="link" onClose={jest.fn()} onAttach={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use this card' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Name on card').getAttribute('aria-invalid')).toBeNull();
    expect(sandboxPaymentMethod).not.toHaveBeenCalled();
  });
});

describe('ManageCardDialog with a Stripe-connected church', () => {
  it('takes the card in Stripe’s field and confirms it with a SetupIntent of the link’s giving token', async () => {
    testStore()
      .getState()
      .setOrganization({
        ...testOrganization,
        onlineGiving: {
          ...testOrganization.onlineGiving,
          processor: { mode: 'stripe', publishableKey: 'pk_test_church', stripeAccount: 'acct_church' },
        },
      });
    jest.mocked(openManageLinkCardEntry).mockResolvedValue({
      kind: 'entry',
      entry: {
        organization_prefixed_id: 'org_1',
        giving_token: 'giving-token',
        processor_mode: 'stripe',
      },
    });
    const card = { mount: jest.fn(), destroy: jest.fn() };
    const confirmCardSetup = jest.fn().mockResolvedValue({ setupIntent: { payment_method: 'pm_stripe' } });
    jest.mocked(loadStripe).mockResolvedValue({
      elements: () => ({ create: () => card }),
      confirmCardSetup,
    } as never);
    setupIntent.mockResolvedValue({
      ok: true,
      status: 200,
      data: { client_secret: 'seti_1_secret', setup_intent_id: 'seti_1' },
    });
    const onAttach = jest.fn().mockResolvedValue(null);
    render(<ManageCardDialog token="link" onClose={jest.fn()} onAttach={onAttach} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(jest.mocked(loadStripe)).toHaveBeenCalledWith('pk_test_church', { stripeAccount: 'acct_church' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await send();
    await waitFor(() => expect(onAttach).toHaveBeenCalledWith('pm_stripe'));
    expect(setupIntent).toHaveBeenCalledWith({ organization_prefixed_id: 'org_1' }, 'giving-token');
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret', { payment_method: { card } });
  });
});

function within(dialog: HTMLElement, name: string): HTMLElement {
  const button = Array.from(dialog.querySelectorAll('button')).find((node) => node.textContent === name);
  if (!button) throw new Error(`no ${name} button`);
  return button;
}
