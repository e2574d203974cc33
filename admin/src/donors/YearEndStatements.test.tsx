/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import { AdminLetterTemplatesDocument } from '@halo/shared/graphql/admin-letter-templates';
import {
  AdminStatementBatchesDocument,
  AdminYearEndStatementDonorsDocument,
  StartYearEndStatementsDocument,
  type StatementBatchFieldsFragment,
} from '@halo/shared/graphql/admin-year-end-statements';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';
import { YEAR_END_POLL_MS } from './YearEndStatements';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

// The church's calendar decides the years: 03:00 UTC on 1 January 2026 is still 2025 in Chicago.
const now = new Date('2026-01-01T03:00:00Z');

const running: StatementBatchFieldsFragment = {
  prefixedId: 'stb_2024',
  year: 2024,
  letterTitle: 'Annual',
  sent: 120,
  total: 340,
  startedBy: 'owner@example.com',
  startedAt: '2026-01-01T02:00:00Z',
  finishedAt: null,
};
let batches: StatementBatchFieldsFragment[];

beforeEach(() => {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'] });
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts', 'send-statements']),
    path: '/admin/donors',
  });
  batches = [running];
  fakeGraphql.mockReset();
  fakeGraphql.mockImplementation((document: unknown) => {
    if (document === AdminDonorsDocument) return Promise.resolve({ adminDonors: [] });
    if (document === AdminStatementBatchesDocument)
      return Promise.resolve({ adminStatementBatches: batches });
    if (document === AdminLetterTemplatesDocument)
      return Promise.resolve({
        adminLetterTemplates: [
          { prefixedId: 'ltr_annual', title: 'Annual', subject: '', body: 'Dear', isPrimary: true },
          { prefixedId: 'ltr_thanks', title: 'Thanks', subject: '', body: 'Thanks', isPrimary: false },
        ],
      });
    if (document === AdminYearEndStatementDonorsDocument)
      return Promise.resolve({ adminYearEndStatementDonors: 3 });
    if (document === StartYearEndStatementsDocument)
      return Promise.resolve({
        startYearEndStatements: { ...running, prefixedId: 'stb_new', sent: 0, total: 3 },
      });
    return Promise.reject(new Error('unexpected'));
  });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => void testStore().getState().setLocale('en'));
});

const batchCalls = () =>
  fakeGraphql.mock.calls.filter(([document]) => document === AdminStatementBatchesDocument).length;

describe('Donors: year-end statements', () => {
  it('shows how far a batch has gone, asking again while it runs and not after it finished or the page is left', async () => {
    const { unmount } = render(<Donors />);
    expect(await screen.findByText('Sent to 120 of 340 donors')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Statements for 2024 sent' });
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuemax')).toBe('340');
    expect(screen.getByText(/Started by owner@example\.com/)).toBeTruthy();

    batches = [{ ...running, sent: 340, finishedAt: '2026-01-01T02:30:00Z' }];
    const before = batchCalls();
    await act(async () => {
      jest.advanceTimersByTime(YEAR_END_POLL_MS);
    });
    expect(batchCalls()).toBe(before + 1);
    expect(await screen.findByText('Sent to 340 of 340 donors')).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(YEAR_END_POLL_MS * 3);
    });
    expect(batchCalls()).toBe(before + 1);

    // A running batch again, then the section is left: no more questions.
    unmount();
    batches = [running];
    const again = render(<Donors />);
    await screen.findByText('Sent to 120 of 340 donors');
    const shown = batchCalls();
    again.unmount();
    await act(async () => {
      jest.advanceTimersByTime(YEAR_END_POLL_MS * 3);
    });
    expect(batchCalls()).toBe(shown);
  });

  it('sends a year’s statements to its donors after saying how many, last year and the primary letter first', async () => {
    render(<Donors />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send year-end statements' }));
    const dialog = screen.getByRole('dialog', { name: 'Send year-end statements' });
    const year = within(dialog).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect([...year.options].map((option) => option.textContent)).toEqual(['2024', '2025 so far']);
    expect(year.value).toBe('2024');
    const letter = (await within(dialog).findByRole('combobox', {
      name: 'Letter template',
    })) as HTMLSelectElement;
    expect(letter.selectedOptions[0]?.textContent).toBe('Annual (primary)');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(AdminYearEndStatementDonorsDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      year: 2024,
    });
    const confirmation = within(dialog).getByText(
      '3 donors gave in 2024 and will each get a statement written from “Annual”.',
    );
    expect(document.activeElement).toBe(confirmation);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start sending' })));
    expect(fakeGraphql).toHaveBeenCalledWith(StartYearEndStatementsDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      year: 2024,
      letterTemplatePrefixedId: 'ltr_annual',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Sending statements for 2024 to 3 donors.')).toBeTruthy();
  });

  it('is not offered to someone who may not send statements', async () => {
    testStore().setState({ user: consoleUser(['view-gifts']) });
    render(<Donors />);
    await screen.findByText('No donor matches.');
    expect(screen.queryByRole('button', { name: 'Send year-end statements' })).toBeNull();
    expect(fakeGraphql).not.toHaveBeenCalledWith(AdminStatementBatchesDocument, expect.anything());
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Donors />);
    expect(await screen.findByText('Enviadas a 120 de 340 donantes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar constancias de fin de año' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar constancias de fin de año' });
    await within(dialog).findByRole('combobox', { name: 'Plantilla de carta' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' })));
    expect(
      within(dialog).getByText(
        '3 donantes dieron en 2024 y cada uno recibirá una constancia escrita con «Annual».',
      ),
    ).toBeTruthy();
  });
});
