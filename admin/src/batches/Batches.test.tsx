/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import {
  AddGiftBatchEntryDocument,
  AdminGiftBatchesDocument,
  CommitGiftBatchDocument,
  CreateGiftBatchDocument,
  type GiftBatchFieldsFragment,
} from '@halo/shared/graphql/admin-gift-batches';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import Batches from '../screens/Batches';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    funds: [
      { prefixedId: 'fund_general', name: 'General Fund', isDefault: true, isOnlineGivingVisible: true },
      { prefixedId: 'fund_missions', name: 'Missions', isDefault: false, isOnlineGivingVisible: true },
    ],
  },
};

const summary: GiftBatchFieldsFragment['batch'] = {
  prefixedId: 'bat_1',
  name: 'Sunday 9am',
  date: '2026-03-15',
  expectedTotal: 12_500,
  total: 0,
  entryCount: 0,
  status: 'open',
  createdBy: 'admin@example.com',
  committedBy: null,
  committedAt: null,
  signedOffBy: null,
  signedOffAt: null,
  reopenWarnings: [],
};
const ana = { prefixedId: 'usr_ana', name: 'Ana Ruiz', email: 'ana@example.com' };

function entry(
  index: number,
  amount: number,
  checkNumber: string | null,
): GiftBatchFieldsFragment['entries'][number] {
  return {
    prefixedId: `bte_${index}`,
    donor: ana,
    fundPrefixedId: 'fund_general',
    fundName: 'General Fund',
    amount,
    method: checkNumber ? 'check' : 'cash',
    checkNumber,
    memo: null,
    giftPrefixedId: null,
  };
}

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-16T15:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  });
  localStorage.clear();
  testStore().setState({ organization, user: consoleUser(['record-gifts']), path: '/admin/batches' });
  fakeGraphql.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => void testStore().getState().setLocale('en'));
});

/** Presses Enter on the focused field, as a keyboard would. */
const enter = () => fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
const type = (value: string) => fireEvent.change(document.activeElement!, { target: { value } });

describe('Batches', () => {
  it('starts a batch, takes a check from the keyboard, and commits once it adds up', async () => {
    const entries: GiftBatchFieldsFragment['entries'] = [];
    fakeGraphql.mockImplementation((document: unknown, variables: Record<string, unknown>) => {
      if (document === AdminGiftBatchesDocument) return Promise.resolve({ adminGiftBatches: [] });
      if (document === CreateGiftBatchDocument)
        return Promise.resolve({ createGiftBatch: { batch: summary, entries: [] } });
      if (document === AdminDonorsDocument) {
        return Promise.resolve({ adminDonors: [{ ...ana, giftCount: 1, totalGiven: 100 }] });
      }
      if (document === AddGiftBatchEntryDocument) {
        const input = variables.input as { amount: number; checkNumber: string | null };
        entries.push(entry(entries.length + 1, input.amount, input.checkNumber));
        const total = entries.reduce((sum, each) => sum + each.amount, 0);
        return Promise.resolve({
          addGiftBatchEntry: {
            batch: { ...summary, total, entryCount: entries.length },
            entries: [...entries],
          },
        });
      }
      if (document === CommitGiftBatchDocument) {
        return Promise.reject(
          fieldRefusal(
            'batchPrefixedId',
            'The entries total $100.00, the expected total is $125.00: they must match',
          ),
        );
      }
      return Promise.reject(new Error('unexpected'));
    });
    render(<Batches />);
    expect(await screen.findByText('No batches yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Batch name'), { target: { value: 'Sunday 9am' } });
    fireEvent.change(screen.getByLabelText('Expected total (USD)'), { target: { value: '125.00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start batch' })));
    expect(fakeGraphql).toHaveBeenCalledWith(CreateGiftBatchDocument, {
      organizationPrefixedId: 'org_1',
      input: { name: 'Sunday 9am', date: '2026-03-16', expectedTotal: 12_500 },
    });
    expect(screen.getByText('Entered $0.00 of $125.00 expected')).toBeTruthy();
    expect(screen.getByText('$125.00 still to enter')).toBeTruthy();

    // The donor by name: Enter picks the first donor found and moves on to Cash or Check.
    act(() => screen.getByLabelText('Donor: name or email').focus());
    type('ana');
    await act(async () => void jest.advanceTimersByTime(300));
    expect(await screen.findByRole('button', { name: 'Ana Ruiz, ana@example.com' })).toBeTruthy();
    act(() => enter());
    expect(screen.getByText('Donor: Ana Ruiz (ana@example.com)')).toBeTruthy();
    expect(document.activeElement?.id).toBe('admin-entry-method');
    act(() => enter());
    expect(document.activeElement?.id).toBe('admin-entry-checkNumber');
    type('1042');
    act(() => enter());
    expect(document.activeElement?.id).toBe('admin-entry-amount');
    type('100');
    act(() => enter());
    expect(document.activeElement?.id).toBe('admin-entry-fundPrefixedId');
    act(() => enter());
    expect(document.activeElement?.id).toBe('admin-entry-memo');
    await act(async () => fireEvent.submit(document.activeElement!.closest('form')!));
    expect(fakeGraphql).toHaveBeenCalledWith(AddGiftBatchEntryDocument, {
      organizationPrefixedId: 'org_1',
      batchPrefixedId: 'bat_1',
      input: {
        donorPrefixedId: 'usr_ana',
        newDonor: null,
        fundPrefixedId: 'fund_general',
        amount: 10_000,
        method: 'check',
        checkNumber: '1042',
        memo: null,
      },
    });
    expect(screen.getByText('Entered $100.00 of $125.00 expected')).toBeTruthy();
    expect(screen.getByText('$25.00 still to enter')).toBeTruthy();
    // Back on the donor for the next check, and Ana is now a recent donor offered at once.
    expect(document.activeElement?.id).toBe('admin-entry-donor');
    expect(screen.getByRole('button', { name: 'Ana Ruiz, ana@example.com' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Commit batch' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'The entries total $100.00, the expected total is $125.00: they must match',
    );
  });

  it('refuses an entry by field before sending it, in Spanish too', async () => {
    fakeGraphql.mockImplementation((document: unknown) => {
      if (document === AdminGiftBatchesDocument) {
        return Promise.resolve({ adminGiftBatches: [{ ...summary, total: 0 }] });
      }
      return Promise.resolve({ adminGiftBatch: { batch: summary, entries: [] } });
    });
    act(() => void testStore().getState().setLocale('es'));
    render(<Batches />);
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Abrir Sunday 9am · 2026-03-15' })),
    );
    fireEvent.change(screen.getByLabelText('Importe (USD)'), { target: { value: 'doce' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Añadir donación' })));
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
    expect(screen.getByText('Escribe un importe como 25.00')).toBeTruthy();
    expect(document.activeElement?.id).toBe('admin-entry-donor');
    expect(fakeGraphql).not.toHaveBeenCalledWith(AddGiftBatchEntryDocument, expect.anything());
  });
});
