/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import {
  AdminDonorMergeSuggestionsDocument,
  AdminDonorMergesDocument,
  MergeDonorsDocument,
  SendCorrectedStatementDocument,
  UndoDonorMergeDocument,
} from '@halo/shared/graphql/admin-donor-merges';
import { AdminHouseholdsDocument } from '@halo/shared/graphql/admin-households';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const ana = {
  prefixedId: 'usr_ana',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  emailVerified: true,
  giftCount: 2,
  totalGiven: 10_000,
};
const anaOld = {
  ...ana,
  prefixedId: 'usr_ana_old',
  name: 'Ana R.',
  email: 'ana.old@example.com',
  emailVerified: false,
};
const merge = {
  prefixedId: 'dmg_1',
  kept: ana,
  merged: { ...anaOld, giftCount: 0, totalGiven: 0 },
  mergedBy: 'owner@example.com',
  mergedAt: '2026-06-01T15:00:00Z',
  undoableUntil: '2026-07-01T15:00:00Z',
  undoneAt: null as string | null,
  canUndo: true,
  movedGiftCount: 2,
  movedPledgeCount: 0,
  movedHouseholdMembershipCount: 0,
  movedPaymentMethods: [],
  movedRecurringGiftCount: 0,
  stayedPaymentMethods: [{ label: 'Visa ••4242' }],
  stayedRecurringGiftCount: 1,
  stayedPledgeCount: 0,
  stayedHouseholdMembershipCount: 0,
  statementsNeedingCorrection: [
    {
      year: 2025,
      donorPrefixedId: 'usr_ana_old',
      donorName: 'Ana R.',
      householdPrefixedId: null as string | null,
      householdName: null as string | null,
      correctedAt: null as string | null,
    },
    {
      year: 2025,
      donorPrefixedId: 'usr_ana_old',
      donorName: 'Ana R.',
      householdPrefixedId: 'hsh_ruiz',
      householdName: 'The Ruiz family',
      correctedAt: '2026-06-01T16:30:00Z',
    },
  ],
};
let merges: (typeof merge)[] = [];

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-06-01T15:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'],
  });
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts', 'manage-giving', 'send-statements']),
    path: '/admin/donors',
  });
  merges = [];
  fakeGraphql.mockReset();
  fakeGraphql.mockImplementation((document: unknown) => {
    if (document === AdminDonorsDocument) return Promise.resolve({ adminDonors: [] });
    if (document === AdminHouseholdsDocument)
      return Promise.resolve({ adminHouseholds: { sendMemberStatements: false, households: [] } });
    if (document === AdminDonorMergeSuggestionsDocument)
      return Promise.resolve({
        adminDonorMergeSuggestions: merges.some((each) => !each.undoneAt)
          ? []
          : [{ kept: ana, merged: anaOld, reason: 'email' }],
      });
    if (document === AdminDonorMergesDocument) return Promise.resolve({ adminDonorMerges: merges });
    if (document === MergeDonorsDocument) {
      merges = [merge];
      return Promise.resolve({ mergeDonors: merge });
    }
    if (document === UndoDonorMergeDocument) {
      merges = [{ ...merge, canUndo: false, undoneAt: '2026-06-02T15:00:00Z' }];
      return Promise.resolve({ undoDonorMerge: merges[0] });
    }
    if (document === SendCorrectedStatementDocument)
      return Promise.resolve({
        sendCorrectedStatement: {
          ...merge.statementsNeedingCorrection[0],
          correctedAt: '2026-06-01T15:05:00Z',
        },
      });
    // The year-end statements and letters of the section answer nothing this test reads.
    return new Promise(() => {});
  });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => void testStore().getState().setLocale('en'));
});

describe('Donors: possible duplicates', () => {
  it('merges a suggested pair keeping the verified record, lists what stayed, sends a corrected copy and undoes', async () => {
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Find possible duplicates' })),
    );
    await within(panel).findByText('Same email');
    fireEvent.click(within(panel).getByRole('button', { name: 'Merge Ana Ruiz and Ana R.' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge two donor records' });
    expect((within(dialog).getByRole('radio', { name: /Ana Ruiz/ }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Merge records' })));
    expect(fakeGraphql).toHaveBeenCalledWith(MergeDonorsDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      keptDonorPrefixedId: 'usr_ana',
      mergedDonorPrefixedId: 'usr_ana_old',
    });
    await within(panel).findByText('Merged Ana R. into Ana Ruiz.');
    const item = await within(panel).findByRole('listitem', { name: 'Ana R. merged into Ana Ruiz' });
    within(item).getByText('Stayed with Ana R.: Visa ••4242, 1 recurring gift');
    within(item).getByText('2025 statement to Ana R.');
    // A household letter already corrected says when, after a reload as well.
    within(item).getByText('2025 statement to The Ruiz family');
    expect(within(item).queryByRole('button', { name: /The Ruiz family/ })).toBeNull();
    await act(async () =>
      fireEvent.click(
        within(item).getByRole('button', { name: 'Send corrected copy: 2025 statement to Ana R.' }),
      ),
    );
    expect(fakeGraphql).toHaveBeenCalledWith(SendCorrectedStatementDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      mergePrefixedId: merge.prefixedId,
      year: 2025,
      donorPrefixedId: 'usr_ana_old',
      householdPrefixedId: null,
    });
    expect((await within(item).findAllByText(/^Corrected copy sent on /)).length).toBe(2);
    await act(async () =>
      fireEvent.click(within(item).getByRole('button', { name: 'Undo merge: Ana R. into Ana Ruiz' })),
    );
    await within(panel).findByText('Undid the merge of Ana R. into Ana Ruiz.');
    await within(panel).findByText('Same email');
  });

  it('shows suggestions without Merge to an administrator who only views gifts', async () => {
    act(() => testStore().setState({ user: consoleUser(['view-gifts']) }));
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Find possible duplicates' })),
    );
    await within(panel).findByText('Same email');
    expect(within(panel).queryByRole('button', { name: /^Merge/ })).toBeNull();
    expect(fakeGraphql).not.toHaveBeenCalledWith(AdminDonorMergesDocument, expect.anything());
  });
});
