/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import { useCatalogues } from 'halo_shared/i18n';
import { AccountingExport } from './AccountingExport';
import { accountingExportMessages } from './accountingExportMessages';
import { saveFile } from './saveFile';

const postJson = jest.fn();
withTestApiClient({ postJson });
jest.mock('./saveFile', () => ({
  ...jest.requireActual('./saveFile'),
  saveFile: jest.fn(),
}));

function Exporter(props: Parameters<typeof AccountingExport>[0]) {
  useCatalogues(accountingExportMessages);
  return <AccountingExport {...props} />;
}

const reply = (status: number, body: string, headers: Record<string, string>) =>
  Promise.resolve(new Response(body, { status, headers }));
const refusal = (errors: Record<string, string[]>) =>
  reply(422, JSON.stringify({ message: 'invalid', errors }), { 'Content-Type': 'application/json' });

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts']),
    path: '/admin/deposits',
  });
  postJson.mockReset();
  (saveFile as jest.Mock).mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('Accounting export', () => {
  it('downloads one deposit for Xero under the server’s file name', async () => {
    postJson.mockReturnValue(
      reply(200, 'Narration,Date\r\n', {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="xero-journal-2027-03-04.csv"',
      }),
    );
    render(<Exporter depositPrefixedId="dep_1" />);
    fireEvent.click(await screen.findByLabelText('Xero'));
    fireEvent.click(screen.getByRole('button', { name: 'Download journal' }));
    await screen.findByText('Journal downloaded.');
    expect(postJson).toHaveBeenCalledWith('/api/admin/accounting-export', {
      format: 'xero',
      depositPrefixedId: 'dep_1',
    });
    expect((saveFile as jest.Mock).mock.calls[0][1]).toBe('xero-journal-2027-03-04.csv');
    expect(screen.queryByLabelText('Start date')).toBeNull();
  });

  it('asks for a period on the list, and shows a refusal beside its date or above the button', async () => {
    postJson.mockReturnValueOnce(refusal({ endDate: ['End date: choose a period of one year or less.'] }));
    render(<Exporter />);
    fireEvent.change(await screen.findByLabelText('Start date'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download journal' }));
    await screen.findByText('End date: choose a period of one year or less.');
    expect(document.activeElement).toBe(screen.getByLabelText('End date'));
    expect(postJson).toHaveBeenCalledWith('/api/admin/accounting-export', {
      format: 'quickbooksOnline',
      startDate: '2025-01-01',
      endDate: '2027-01-01',
    });
    postJson.mockReturnValueOnce(refusal({ accounts: ['Set these accounts under Payments: Bank account.'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Download journal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Set these accounts under Payments: Bank account.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    act(() => void testStore().getState().setLocale('es'));
    render(<Exporter />);
    expect(await screen.findByRole('heading', { name: 'Exportación contable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar asiento' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Programa de contabilidad' })).toBeTruthy();
  });
});
