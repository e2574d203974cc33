/** @jest-environment ./jest.jsdom-environment.js */
import { act, screen, within } from '@testing-library/react';
import { testStore } from '@halo/testkit/runtime/testPage';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import { AdminPaymentsDocument } from '@halo/shared/graphql/admin-payments';
import {
  AdminMovedGiftsChargedAgainDocument,
  type AdminMovedGiftsChargedAgainQuery,
} from '@halo/shared/graphql/admin-recurring-move';
import Import from '../screens/Import';

const graphql = jest.fn();
withTestApiClient({ graphql });

type Gift = AdminMovedGiftsChargedAgainQuery['adminMovedGiftsChargedAgain'][number];

const gift = (change: Partial<Gift> = {}): Gift => ({
  prefixedId: 'rec_ada',
  donor: { prefixedId: 'don_ada', name: 'Ada Old', email: 'ada@example.org' },
  amount: 4000,
  scheduleType: 'monthly',
  status: 'paused',
  oldSubscriptionId: 'sub_old_ada',
  chargedAgainAt: '2026-12-01T15:30:00.000Z',
  ...change,
});

function serve(gifts: Gift[] | Error, isTest = false) {
  graphql.mockImplementation((document: unknown) => {
    if (document === AdminMovedGiftsChargedAgainDocument) {
      return gifts instanceof Error
        ? Promise.reject(gifts)
        : Promise.resolve({ adminMovedGiftsChargedAgain: gifts });
    }
    if (document === AdminPaymentsDocument) {
      return Promise.resolve({
        adminPayments: {
          mode: 'stripe',
          stripeAvailable: true,
          connection: 'connected',
          stripeAccountId: 'acct_1',
          isTest,
          bankPayments: true,
          currency: 'USD',
        },
      });
    }
    return Promise.reject(new Error('unexpected'));
  });
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
const flag = () => within(screen.getByRole('region', { name: 'Charged again by the old platform' }));

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['record-gifts', 'manage-giving']),
    path: '/admin/import',
  });
  graphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('moved gifts the old platform charged again', () => {
  it('names each gift, the old subscription to stop (linked in Stripe), what became of ours, and what to do', async () => {
    serve([
      gift(),
      gift({
        prefixedId: 'rec_bo',
        donor: { prefixedId: 'don_bo', name: 'Bo Old', email: 'bo@example.org' },
        amount: 1500,
        scheduleType: 'weekly',
        status: 'active',
        oldSubscriptionId: 'sub_old_bo',
      }),
      gift({ prefixedId: 'rec_cy', oldSubscriptionId: 'sub_old_cy', status: 'ended' }),
    ]);
    render(<Import />);
    await settle();
    expect(
      flag().getByText(
        'Stripe told us that the old subscriptions of 3 moved gifts charge their donors again. So that nobody is charged twice, we paused each gift here.',
      ),
    ).toBeTruthy();
    const items = within(flag().getByRole('list', { name: 'Moved gifts charged again' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Ada Old <ada@example.org>: $40.00, Monthly');
    expect(items[0]!.textContent).toContain('Paused here, until the donor resumes it.');
    expect(items[1]!.textContent).toContain('Bo Old <bo@example.org>: $15.00, Weekly');
    expect(items[1]!.textContent).toContain(
      'Resumed here: make sure the old subscription is stopped, or the donor is charged twice.',
    );
    expect(items[2]!.textContent).toContain('Ended here.');
    // A link is what the keyboard reaches: the old subscription in the church's own Dashboard.
    const link = flag().getByRole('link', { name: 'Open sub_old_ada in Stripe' });
    expect(link.getAttribute('href')).toBe('https://dashboard.stripe.com/subscriptions/sub_old_ada');
    expect(flag().getByRole('heading', { name: 'What to do' })).toBeTruthy();
    expect(
      flag().getByText(
        'Stop the old subscription at the previous platform, or cancel it in the church’s Stripe Dashboard.',
      ),
    ).toBeTruthy();
    expect(graphql).toHaveBeenCalledWith(AdminMovedGiftsChargedAgainDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
    });
  });

  it('links a test-mode account’s subscription under the Dashboard’s /test', async () => {
    serve([gift()], true);
    render(<Import />);
    await settle();
    expect(flag().getByRole('link', { name: 'Open sub_old_ada in Stripe' }).getAttribute('href')).toBe(
      'https://dashboard.stripe.com/test/subscriptions/sub_old_ada',
    );
  });

  it('draws nothing when none was charged again', async () => {
    serve([]);
    render(<Import />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Charged again by the old platform' })).toBeNull();
  });

  it('is not asked for without manage-giving', async () => {
    serve([gift()]);
    testStore().setState({ user: consoleUser(['record-gifts']) });
    render(<Import />);
    await settle();
    expect(graphql).not.toHaveBeenCalledWith(AdminMovedGiftsChargedAgainDocument, expect.anything());
    expect(screen.queryByRole('region', { name: 'Charged again by the old platform' })).toBeNull();
  });

  it('offers to ask again when the list cannot be read', async () => {
    serve(new Error('offline'));
    render(<Import />);
    await settle();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    serve([gift()]);
    render(<Import />);
    await act(async () => {
      await testStore().getState().setLocale('es');
    });
    await settle();
    const region = within(
      screen.getByRole('region', { name: 'Cobradas de nuevo por la plataforma anterior' }),
    );
    expect(
      region.getByText(
        'Stripe nos dijo que la suscripción antigua de 1 donación trasladada vuelve a cobrar a su donante. Para que nadie pague dos veces, pausamos la donación aquí.',
      ),
    ).toBeTruthy();
    expect(region.getByRole('link', { name: 'Abrir sub_old_ada en Stripe' })).toBeTruthy();
    expect(region.getByText('Pausada aquí, hasta que el donante la reanude.')).toBeTruthy();
    expect(region.getByRole('heading', { name: 'Qué hacer' })).toBeTruthy();
  });
});
