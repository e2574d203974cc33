/** @jest-environment ./jest.jsdom-environment.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { testStore } from '@halo/testkit/runtime/testPage';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import type { RecurringMoveAnswer } from '@halo/domain';
import { AdminPaymentsDocument, type AdminPaymentsFieldsFragment } from '@halo/shared/graphql/admin-payments';
import { AdminMovedGiftsChargedAgainDocument } from '@halo/shared/graphql/admin-recurring-move';
import Import from '../screens/Import';

const postJson = jest.fn();
const graphql = jest.fn();
withTestApiClient({ postJson, graphql });

const reply = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const payments = (change: Partial<AdminPaymentsFieldsFragment> = {}): AdminPaymentsFieldsFragment => ({
  mode: 'sandbox',
  stripeAvailable: false,
  connection: 'notConnected',
  stripeAccountId: null,
  isTest: false,
  bankPayments: true,
  currency: 'USD',
  ...change,
});

const answer = (change: Partial<RecurringMoveAnswer> = {}): RecurringMoveAnswer => ({
  dryRun: true,
  read: 1,
  moved: 1,
  newDonors: 1,
  alreadyMoved: 0,
  refused: 0,
  paused: 0,
  notPaused: 1,
  canceled: 0,
  cancelWaiting: 0,
  emailed: 1,
  lines: ['Dry run: nothing was written.', 'Subscriptions read: 1', 'Gifts: 1 to move'],
  ...change,
});

/** Lets FileReader's load and the answers that follow it arrive. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));

const STRIPE_FILE = '{"customers":{"object":"list","data":[]}}';

async function choose(label: string, text: string) {
  const file = new File([text], 'stripe.json', { type: 'application/json' });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  await settle();
}

function serve(first: AdminPaymentsFieldsFragment) {
  graphql.mockImplementation((document: unknown) => {
    if (document === AdminPaymentsDocument) return Promise.resolve({ adminPayments: first });
    // No moved gift charged again: the flag above the sections is not drawn.
    if (document === AdminMovedGiftsChargedAgainDocument) {
      return Promise.resolve({ adminMovedGiftsChargedAgain: [] });
    }
    return Promise.reject(new Error('unexpected'));
  });
}

beforeEach(() => {
  localStorage.clear();
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['record-gifts', 'manage-giving']),
    path: '/admin/import',
  });
  postJson.mockReset();
  graphql.mockReset();
  serve(payments());
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const panel = () => within(screen.getByRole('region', { name: 'Recurring gifts from Stripe' }));

describe('Recurring gifts from Stripe', () => {
  it('is not shown without manage-giving', async () => {
    testStore().setState({ user: consoleUser(['record-gifts']) });
    render(<Import />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Recurring gifts from Stripe' })).toBeNull();
  });

  it('in the sandbox offers files only, names a missing file, dry-runs with focus on the summary, and moves after asking', async () => {
    postJson.mockImplementation((_path: string, body: Record<string, unknown>) =>
      reply(200, body.dryRun ? answer() : answer({ dryRun: false, lines: ['Gifts: 1 moved'] })),
    );
    render(<Import />);
    await settle();
    expect(panel().queryByLabelText('The church’s Stripe account')).toBeNull();
    expect((panel().getByLabelText('A file of Stripe objects') as HTMLInputElement).checked).toBe(true);

    await act(async () => fireEvent.click(panel().getByRole('button', { name: 'Dry run' })));
    expect(postJson).not.toHaveBeenCalled();
    const fileInput = panel().getByLabelText('File of Stripe objects');
    expect(document.activeElement).toBe(fileInput);
    expect(panel().getByText('Choose the file first.')).toBeTruthy();

    await choose('File of Stripe objects', STRIPE_FILE);
    fireEvent.click(panel().getByLabelText('Cancel old subscriptions after our first charge'));
    await act(async () => fireEvent.click(panel().getByRole('button', { name: 'Dry run' })));
    expect(postJson).toHaveBeenLastCalledWith('/api/admin/recurring-move', {
      source: 'file',
      file: STRIPE_FILE,
      schedule: null,
      fundMap: null,
      dryRun: true,
      cancelOld: true,
    });
    const heading = panel().getByRole('heading', { name: 'Dry run: what a move would do' });
    expect(document.activeElement).toBe(heading);
    expect(panel().getByText('Gifts: 1 to move')).toBeTruthy();

    fireEvent.click(panel().getByRole('button', { name: 'Move gifts' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Move these recurring gifts?' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Move gifts' })));
    expect(postJson).toHaveBeenLastCalledWith(
      '/api/admin/recurring-move',
      expect.objectContaining({ dryRun: false, source: 'file' }),
    );
    expect(document.activeElement).toBe(panel().getByRole('heading', { name: 'What was moved' }));
    expect(panel().getByText('Gifts: 1 moved')).toBeTruthy();
  });

  it('reads the church’s Stripe account when connected, shows the field the server names, and its second-factor refusal', async () => {
    serve(
      payments({ mode: 'stripe', stripeAvailable: true, connection: 'connected', stripeAccountId: 'acct_1' }),
    );
    postJson
      .mockImplementationOnce(() =>
        reply(422, {
          message: 'invalid',
          errors: { fundMap: ['Fund map: the file must be a JSON object.'] },
        }),
      )
      .mockImplementationOnce(() =>
        reply(403, {
          message: 'Set up a second factor on the Security page.',
          code: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
        }),
      );
    render(<Import />);
    await settle();
    expect((panel().getByLabelText('The church’s Stripe account') as HTMLInputElement).checked).toBe(true);
    expect(panel().queryByLabelText('File of Stripe objects')).toBeNull();
    await choose('Fund map (optional)', '[1]');
    await act(async () => fireEvent.click(panel().getByRole('button', { name: 'Dry run' })));
    expect(postJson).toHaveBeenLastCalledWith(
      '/api/admin/recurring-move',
      expect.objectContaining({ source: 'stripe', file: null, fundMap: '[1]' }),
    );
    expect(document.activeElement).toBe(panel().getByLabelText('Fund map (optional)'));
    expect(panel().getByText('Fund map: the file must be a JSON object.')).toBeTruthy();
    await act(async () => fireEvent.click(panel().getByRole('button', { name: 'Dry run' })));
    expect(panel().getByRole('alert').textContent).toBe('Set up a second factor on the Security page.');
  });

  it('speaks Spanish', async () => {
    render(<Import />);
    await act(async () => {
      await testStore().getState().setLocale('es');
    });
    await settle();
    expect(screen.getByRole('region', { name: 'Donaciones recurrentes desde Stripe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trasladar donaciones' })).toBeTruthy();
  });
});
