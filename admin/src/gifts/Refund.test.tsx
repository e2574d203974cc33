/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminGiftsDocument } from '@halo/shared/graphql/admin-gifts';
import { RefundGiftDocument } from '@halo/shared/graphql/admin-refunds';
import { adminGift, consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import Gifts from '../screens/Gifts';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts', 'refund-gifts']),
    path: '/admin/gifts',
  });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const gift = adminGift(1, { amount: 5000, netAmount: 5000 });

function serve(refund: () => Promise<unknown>) {
  fakeGraphql.mockImplementation((document: unknown) => {
    if (document === AdminGiftsDocument) {
      return Promise.resolve({
        adminGifts: {
          items: [gift],
          nextCursor: null,
          totalResults: 1,
          totalAmount: 5000,
          fundTotals: [],
          monthTotals: [],
        },
      });
    }
    if (document === RefundGiftDocument) return refund();
    return Promise.reject(new Error('unexpected'));
  });
}

async function openDetails() {
  render(<Gifts />);
  fireEvent.click(await screen.findByRole('button', { name: /^Details/ }));
  return screen.findByRole('dialog', { name: 'Gift of $50.00' });
}

describe('Refunding a gift from its details', () => {
  it('refunds part of the gift after confirming the amount on the button, and says so', async () => {
    serve(() => Promise.resolve({ refundGift: { ...gift, refundedAmount: 1250 } }));
    const dialog = await openDetails();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('dialog', { name: 'Refund the gift of $50.00' });
    const amount = within(form).getByLabelText('Amount to refund') as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    expect(document.activeElement).toBe(amount);
    fireEvent.change(amount, { target: { value: '12.50' } });
    fireEvent.change(within(form).getByLabelText('Reason (optional, told to the donor)'), {
      target: { value: 'Given twice' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund $12.50' }));
    const details = await screen.findByRole('dialog', { name: 'Gift of $50.00' });
    expect(within(details).getByRole('status').textContent).toBe('$12.50 refunded. The donor is emailed.');
    expect(details.textContent).toContain('Refunded$12.50');
    const [, variables] = fakeGraphql.mock.calls.find(([document]) => document === RefundGiftDocument)!;
    expect(variables).toMatchObject({
      organizationPrefixedId: 'org_1',
      giftPrefixedId: gift.prefixedId,
      amount: 1250,
      reason: 'Given twice',
    });
    expect(variables.requestKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps one request key across a retry, and shows the server’s refusal beside the amount', async () => {
    const refusals = [
      Promise.reject(new Error('[Network] offline')),
      Promise.reject(fieldRefusal('amount', 'At most $50.00 of this gift can still be refunded.')),
    ];
    refusals.forEach((refusal) => refusal.catch(() => undefined));
    let call = 0;
    serve(() => refusals[call++]!);
    const dialog = await openDetails();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('dialog', { name: 'Refund the gift of $50.00' });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund $50.00' }));
    await within(form).findByRole('alert');
    fireEvent.click(within(form).getByRole('button', { name: 'Refund $50.00' }));
    await within(form).findByText('At most $50.00 of this gift can still be refunded.');
    const keys = fakeGraphql.mock.calls
      .filter(([document]) => document === RefundGiftDocument)
      .map(([, variables]) => variables.requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('refuses an amount above what is left before asking the server, and Cancel goes back', async () => {
    serve(() => Promise.reject(new Error('unexpected')));
    const dialog = await openDetails();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('dialog', { name: 'Refund the gift of $50.00' });
    fireEvent.change(within(form).getByLabelText('Amount to refund'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(
      within(form).getByText('Write an amount such as 25.00, more than zero and at most $50.00.'),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Gift of $50.00' });
    expect(fakeGraphql.mock.calls.some(([document]) => document === RefundGiftDocument)).toBe(false);
  });

  it('offers no refund without the ability', async () => {
    testStore().setState({ user: consoleUser(['view-gifts']) });
    serve(() => Promise.reject(new Error('unexpected')));
    const dialog = await openDetails();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('reads in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serve(() => Promise.reject(new Error('unexpected')));
    await renderLoaded(<Gifts />);
    fireEvent.click(await screen.findByRole('button', { name: /^Detalles/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Donación de/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    const form = await screen.findByRole('dialog', { name: /^Reembolsar la donación de/ });
    expect(within(form).getByLabelText('Importe a reembolsar')).toBeTruthy();
  });
});

describe('A disputed gift', () => {
  function serveDisputed(dispute: { status: string; reason: string; fee?: number }) {
    const disputed = adminGift(1, {
      amount: 5000,
      dispute: {
        amount: 5000,
        fee: 1500,
        currency: 'USD',
        evidenceDueBy: '2026-04-01T23:59:59.000Z',
        ...dispute,
      },
    });
    fakeGraphql.mockImplementation(() =>
      Promise.resolve({
        adminGifts: {
          items: [disputed],
          nextCursor: null,
          totalResults: 1,
          totalAmount: 5000,
          fundTotals: [],
          monthTotals: [],
        },
      }),
    );
  }

  const disputeOf = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

  it('shows the dispute’s status, amount, fee, reason in words and evidence due date in the details', async () => {
    serveDisputed({ status: 'needs_response', reason: 'product_not_received' });
    const dispute = disputeOf(await openDetails(), 'Dispute');
    expect(dispute.textContent).toContain('Needs a response');
    expect(dispute.textContent).toContain('$50.00');
    expect(within(dispute).getByText('Dispute fee').nextElementSibling?.textContent).toBe('$15.00');
    expect(dispute.textContent).toContain('The donor says they did not receive what they paid for.');
    expect(dispute.textContent).not.toContain('product_not_received');
    expect(dispute.textContent).toMatch(/Evidence due by.*2026/);
  });

  it('says a fraud claim and an appeal in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serveDisputed({ status: 'appeal_under_review', reason: 'fraudulent' });
    await renderLoaded(<Gifts />);
    fireEvent.click(await screen.findByRole('button', { name: /^Detalles/ }));
    const dispute = disputeOf(await screen.findByRole('dialog', { name: /^Donación de/ }), 'Disputa');
    expect(dispute.textContent).toContain('Apelación: en revisión');
    expect(within(dispute).getByText('Comisión por disputa').nextElementSibling?.textContent).toMatch(
      /15[.,]00/,
    );
    expect(dispute.textContent).toContain(
      'El titular de la tarjeta dice que no hizo esta donación (posible fraude).',
    );
  });

  it('names a reason and a status Stripe has not documented by Stripe’s own code', async () => {
    serveDisputed({ status: 'escalated_somewhere', reason: 'brand_new_reason', fee: 0 });
    const dispute = disputeOf(await openDetails(), 'Dispute');
    // An inquiry, or a fee Stripe gave back, costs the church nothing: said as $0.00, not left out.
    expect(within(dispute).getByText('Dispute fee').nextElementSibling?.textContent).toBe('$0.00');
    expect(dispute.textContent).toContain('The bank’s reason, as Stripe names it: “brand_new_reason”.');
    expect(dispute.textContent).toContain('As Stripe names it: “escalated_somewhere”');
  });
});
