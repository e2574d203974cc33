/** @jest-environment ./jest.jsdom-environment.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { testStore } from '@halo/testkit/runtime/testPage';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import type { GiftImportPreviewAnswer, GiftImportRunAnswer } from '@halo/domain';
import Import from '../screens/Import';

const postJson = jest.fn();
withTestApiClient({ postJson });

const reply = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const OURS = 'date,first_name,last_name,email,amount,fund,method,reference,note\n';

const recognised: GiftImportPreviewAnswer = {
  columns: OURS.trim().split(','),
  format: 'planningCenter',
  mapping: { date: 0, email: 3, amount: 4, fund: 5, method: 6 },
  missingColumns: [],
  rows: [
    {
      line: 2,
      gift: {
        date: '2026-01-04',
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana@example.com',
        amount: 125_000,
        fund: 'General Fund',
        method: 'bank',
      },
      refusal: null,
    },
    { line: 3, gift: null, refusal: { line: 3, column: 'Amount', reason: 'must be an amount like 25.00' } },
  ],
};

const dryRun: GiftImportRunAnswer = {
  dryRun: true,
  written: false,
  format: 'planningCenter',
  rowsRead: 2,
  gifts: 1,
  newDonors: 1,
  alreadyPresent: 0,
  refused: [{ line: 3, column: 'Amount', reason: 'must be an amount like 25.00' }],
  newFunds: [],
  possibleDuplicates: [],
  lines: ['Dry run: nothing was written.', 'Rows read: 2', 'Gifts: 1 to import', 'Refused rows: 1'],
};

/** Lets FileReader's load and the answers that follow it arrive. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));

async function chooseFile(text: string, name = 'gifts.csv') {
  const file = new File([text], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['record-gifts']),
    path: '/admin/import',
  });
  postJson.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('Import', () => {
  it('previews a recognised file, dry-runs it with focus on the summary, then imports with the options', async () => {
    postJson.mockImplementation((path: string, body: Record<string, unknown>) => {
      if (path === '/api/admin/gift-import/preview') return reply(200, recognised);
      if (body.dryRun) return reply(200, dryRun);
      return reply(200, { ...dryRun, dryRun: false, written: true, lines: ['Gifts: 1 imported'] });
    });
    render(<Import />);
    await chooseFile(`${OURS}2026-01-04,Ana,Ruiz,ana@example.com,1250.00,General Fund,bank,,\n`);
    expect(postJson).toHaveBeenCalledWith('/api/admin/gift-import/preview', {
      csv: expect.stringContaining('Ana,Ruiz'),
      mapping: null,
    });
    expect(
      screen.getByText('Read as Planning Center Giving: each column below was recognized.'),
    ).toBeTruthy();
    const table = within(screen.getByRole('region', { name: 'The first rows as they will be read' }));
    expect(table.getByText('Ana Ruiz <ana@example.com>')).toBeTruthy();
    expect(table.getByText('$1,250.00')).toBeTruthy();
    expect(table.getByText('Bank account')).toBeTruthy();
    expect(table.getByText('Amount: must be an amount like 25.00')).toBeTruthy();
    // record-gifts alone: funds are not created from here.
    expect(screen.queryByLabelText('Create missing funds')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dry run' })));
    const heading = screen.getByRole('heading', { name: 'Dry run: what an import would do' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Gifts: 1 to import')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Skip refused rows'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(postJson).toHaveBeenLastCalledWith('/api/admin/gift-import', {
      csv: expect.any(String),
      mapping: null,
      dryRun: false,
      skipInvalid: true,
      createFunds: false,
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'What was imported' }));
    expect(screen.getByText('Gifts: 1 imported')).toBeTruthy();
  });

  it('lets the columns of an unknown header be chosen, and previews with them', async () => {
    testStore().setState({ user: consoleUser(['record-gifts', 'manage-giving']) });
    postJson.mockImplementation((_path: string, body: { mapping: unknown }) =>
      reply(
        200,
        body.mapping
          ? {
              ...recognised,
              format: 'mapped',
              columns: ['When', 'Mail', 'Sum', 'Fund'],
              mapping: body.mapping,
            }
          : {
              columns: ['When', 'Mail', 'Sum', 'Fund'],
              format: null,
              mapping: {},
              missingColumns: ['date', 'email'],
              rows: [],
            },
      ),
    );
    render(<Import />);
    await chooseFile('When,Mail,Sum,Fund\n1/4/2026,a@example.com,5,General\n');
    expect(screen.getByText(/The first row is not a header we know \(it lacks date, email\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Fund'), { target: { value: '3' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Preview with these columns' })),
    );
    expect(postJson).toHaveBeenLastCalledWith('/api/admin/gift-import/preview', {
      csv: expect.any(String),
      mapping: { date: 0, email: 1, amount: 2, fund: 3 },
    });
    expect(screen.getByText('Read as the columns you chose: each column below was recognized.')).toBeTruthy();
    expect(screen.getByLabelText('Create missing funds')).toBeTruthy();
  });

  it('refuses a file over the limit before sending it, and shows a refusal by the server beside the file', async () => {
    render(<Import />);
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [big] } });
    });
    expect(
      screen.getByText('The file may be at most 5 MB: split it, or import it with the halo CLI.'),
    ).toBeTruthy();
    expect(postJson).not.toHaveBeenCalled();

    postJson.mockImplementation(() =>
      reply(422, {
        message: 'The file is empty',
        errors: { csv: ['The file is empty: choose a CSV file.'] },
      }),
    );
    await chooseFile(' ');
    expect(screen.getByText('The file is empty: choose a CSV file.')).toBeTruthy();
    expect(screen.getByLabelText('CSV file').getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks Spanish', async () => {
    await act(async () => void (await testStore().getState().setLocale('es')));
    render(<Import />);
    expect(await screen.findByLabelText('Archivo CSV')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Importar' })).toBeTruthy();
  });
});
