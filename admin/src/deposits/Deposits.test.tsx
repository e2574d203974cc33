/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AdminDepositDocument,
  AdminDepositGiftsDocument,
  AdminDepositsDocument,
  type AdminDepositFieldsFragment,
} from '@halo/shared/graphql/admin-deposits';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Deposits from '../screens/Deposits';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

// Two card gifts of $30.00 and $50.00 whose donors did not cover the fee: Stripe keeps $1.17 and $1.75.
const deposit: AdminDepositFieldsFragment = {
  prefixedId: 'dep_1',
  source: 'sandbox',
  payoutId: 'po_sandbox_2026-12-04',
  batchName: null,
  payoutDate: '2026-12-04',
  arrivalDate: '2026-12-07',
  status: 'paid',
  gross: 8000,
  fees: 292,
  refunds: 0,
  disputes: 0,
  carriedIn: 0,
  otherActivity: 0,
  manualPayout: false,
  net: 7708,
  giftCount: 2,
};

// A committed batch of cash and checks: a deposit the church made itself, no fees.
const batchDeposit: AdminDepositFieldsFragment = {
  ...deposit,
  prefixedId: 'dep_2',
  source: 'batch',
  payoutId: 'bat_1',
  batchName: 'Sunday 9am',
  payoutDate: '2026-12-03',
  arrivalDate: '2026-12-03',
  gross: 17500,
  fees: 0,
  net: 17500,
  giftCount: 3,
};

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts']),
    path: '/admin/deposits',
  });
  fakeGraphql.mockReset();
  fakeGraphql.mockImplementation((document: unknown) => {
    if (document === AdminDepositsDocument) {
      return Promise.resolve({ adminDeposits: { items: [deposit, batchDeposit], nextCursor: null } });
    }
    if (document === AdminDepositDocument) {
      return Promise.resolve({
        adminDeposit: {
          deposit,
          gifts: [
            {
              giftPrefixedId: 'con_1',
              date: '2026-12-02',
              donorName: 'Ana Ruiz',
              amount: 3000,
              fee: 117,
              net: 2883,
            },
          ],
          giftsNextCursor: 'after-con_1',
          adjustments: [],
          funds: [
            { fundPrefixedId: 'fund_general', fundName: 'General Fund', gross: 8000, fee: 292, net: 7708 },
          ],
          csvPath: '/api/admin/deposits/dep_1/csv',
        },
      });
    }
    if (document === AdminDepositGiftsDocument) {
      return Promise.resolve({
        adminDepositGifts: {
          items: [
            {
              giftPrefixedId: 'con_2',
              date: '2026-12-02',
              donorName: 'Ben Cole',
              amount: 5000,
              fee: 175,
              net: 4825,
            },
          ],
          nextCursor: null,
        },
      });
    }
    return Promise.reject(new Error('unexpected document'));
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('Deposits', () => {
  it('lists a deposit of $80.00 gross, $2.92 fees and $77.08 net, and opens its gifts, funds and CSV', async () => {
    render(<Deposits />);
    const table = await screen.findByRole('table', { name: 'Deposits, newest first' });
    const [, row, batchRow] = within(table).getAllByRole('row');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 9)).toEqual([
      'Processor payout',
      expect.any(String),
      'Paid',
      '$80.00',
      '$2.92',
      '$0.00',
      '$0.00',
      '$77.08',
    ]);
    const batchCells = within(batchRow!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(batchCells[1]).toBe('Batch: Sunday 9am');
    expect(batchCells.slice(4, 9)).toEqual(['$175.00', '$0.00', '$0.00', '$0.00', '$175.00']);
    fireEvent.click(within(row!).getByRole('button', { name: /Open the deposit of/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: /Deposit of/ });
    expect(document.activeElement).toBe(heading);
    const gifts = screen.getByRole('table', { name: 'Gifts in this deposit' });
    expect(within(gifts).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/Showing 1 of 2 gifts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See these gifts in Gifts' }).getAttribute('href')).toBe(
      '/admin/gifts?deposit=dep_1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more gifts' }));
    await screen.findByText('Ben Cole');
    expect(fakeGraphql).toHaveBeenCalledWith(AdminDepositGiftsDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      depositPrefixedId: 'dep_1',
      after: 'after-con_1',
      first: 50,
    });
    expect(within(gifts).getAllByRole('row')).toHaveLength(3);
    expect(within(gifts).getByText('$48.25')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more gifts' })).toBeNull();
    const funds = screen.getByRole('table', { name: 'By fund' });
    expect(within(funds).getByText('$77.08')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/deposits/dep_1/csv?locale=en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to deposits' }));
    expect(await screen.findByRole('table', { name: 'Deposits, newest first' })).toBeTruthy();
  });

  it('says a Stripe payout failed, and shows its other activity', async () => {
    const stripeDeposit: AdminDepositFieldsFragment = {
      ...deposit,
      source: 'stripe',
      payoutId: 'po_1Failed',
      status: 'failed',
      gross: 3000,
      fees: 117,
      otherActivity: -500,
      net: 2383,
      giftCount: 1,
    };
    const answer = fakeGraphql.getMockImplementation()!;
    fakeGraphql.mockImplementation((document: unknown, variables: unknown) =>
      document === AdminDepositsDocument
        ? Promise.resolve({ adminDeposits: { items: [stripeDeposit], nextCursor: null } })
        : document === AdminDepositDocument
          ? (answer(document, variables) as Promise<{ adminDeposit: object }>).then((detail) => ({
              adminDeposit: { ...detail.adminDeposit, deposit: stripeDeposit, giftsNextCursor: null },
            }))
          : answer(document, variables),
    );
    render(<Deposits />);
    const table = await screen.findByRole('table', { name: 'Deposits, newest first' });
    fireEvent.click(within(table).getByRole('button', { name: /Open the deposit of/ }));
    await screen.findByRole('heading', { level: 2, name: /Deposit of/ });
    expect(screen.getByText(/^This payout failed: the bank refused it/)).toBeTruthy();
    expect(screen.getByText(/^Other activity: -\$5\.00 /)).toBeTruthy();
    expect(screen.getByText('Payout po_1Failed')).toBeTruthy();
  });

  it('names a payout made by hand, and a won dispute’s money returned, in Spanish', async () => {
    act(() => void testStore().getState().setLocale('es'));
    const manual: AdminDepositFieldsFragment = {
      ...deposit,
      source: 'stripe',
      payoutId: 'po_1Manual',
      gross: 0,
      fees: 0,
      disputes: -3000,
      otherActivity: 844,
      manualPayout: true,
      net: 3844,
      giftCount: 0,
    };
    const answer = fakeGraphql.getMockImplementation()!;
    fakeGraphql.mockImplementation((document: unknown, variables: unknown) =>
      document === AdminDepositsDocument
        ? Promise.resolve({ adminDeposits: { items: [manual], nextCursor: null } })
        : document === AdminDepositDocument
          ? (answer(document, variables) as Promise<{ adminDeposit: object }>).then((detail) => ({
              adminDeposit: {
                ...detail.adminDeposit,
                deposit: manual,
                gifts: [],
                giftsNextCursor: null,
                adjustments: [
                  { kind: 'dispute', giftPrefixedId: 'con_won', date: '2026-11-20', amount: -3000 },
                  { kind: 'refund', giftPrefixedId: 'con_back', date: '2026-11-21', amount: -2500 },
                ],
              },
            }))
          : answer(document, variables),
    );
    render(<Deposits />);
    const table = await screen.findByRole('table', { name: 'Depósitos, el más reciente primero' });
    fireEvent.click(within(table).getByRole('button', { name: /Abrir el depósito/ }));
    expect(await screen.findByText(/^Pago manual desde el panel de Stripe: /)).toBeTruthy();
    expect(screen.getByText('Disputa ganada: dinero devuelto')).toBeTruthy();
    // A refund that failed gives its money back in a later deposit: a refund line below nothing.
    expect(screen.getByText('Reembolso fallido: dinero devuelto')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    act(() => void testStore().getState().setLocale('es'));
    render(<Deposits />);
    expect(await screen.findByRole('table', { name: 'Depósitos, el más reciente primero' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Neto' })).toBeTruthy();
    expect(screen.getByText('Lote: Sunday 9am')).toBeTruthy();
  });
});
