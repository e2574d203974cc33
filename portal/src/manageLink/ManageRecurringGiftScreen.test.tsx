/** @jest-environment ./jest.jsdom-environment.js */
// The manage page's body inside the emailed link's frame: the gift's rows, a change confirmed in a
// dialog with its outcome taking the focus, a refused change kept in the dialog, a limit on opening.
import type { ManageLinkResponse } from '@halo/domain';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { testI18n, withTestPage } from '@halo/testkit/runtime/testPage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadCatalogues } from 'halo_shared/i18n';
import { ManageRecurringGiftScreen } from './ManageRecurringGiftScreen';
import { manageLinkMessages } from './manageLinkMessages';

// What the page's exposed module loads before the screen renders.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), manageLinkMessages));

const openManageLink = jest.fn();
const skipThroughManageLink = jest.fn();
const stopThroughManageLink = jest.fn();
withTestApiClient({ openManageLink, skipThroughManageLink, stopThroughManageLink });

const gift: ManageLinkResponse = {
  church_name: 'Grace Community Church',
  locale: 'en',
  gift: {
    prefixed_id: 'rg_1',
    status: 'active',
    amount: 2500,
    currency: 'USD',
    country: 'US',
    frequency: 'monthly',
    next_occurrence: '2026-12-15',
    paused_until: null,
    end_date: null,
    funds: [{ name: 'General Fund', amount: 2500 }],
    card: { brand: 'visa', last_four: '4242' },
  },
};

beforeEach(() => {
  openManageLink.mockReset().mockResolvedValue({ kind: 'gift', answer: gift });
  skipThroughManageLink.mockReset();
  stopThroughManageLink.mockReset();
});

describe('ManageRecurringGiftScreen', () => {
  it("shows the gift's rows and actions", async () => {
    render(<ManageRecurringGiftScreen token="tok" />);
    await screen.findByText('Visa ending in 4242');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage your recurring gift');
    expect(screen.getByText('General Fund ($25.00)')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(openManageLink).toHaveBeenCalledWith('tok');
  });

  it('keeps a refused skip in its dialog, then says the skip was done and gives that line the focus', async () => {
    render(<ManageRecurringGiftScreen token="tok" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip the next gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip the next gift?' });
    skipThroughManageLink.mockResolvedValueOnce({
      kind: 'invalid',
      message: 'The given data was invalid.',
      errors: { prefixedId: ['This gift has no next date to skip.'] },
    });
    const confirm = within(dialog).getByRole('button', { name: 'Skip the next gift' });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This gift has no next date to skip.'),
    );

    skipThroughManageLink.mockResolvedValueOnce({ kind: 'gift', answer: gift });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const done = 'The next gift is skipped. We emailed you a confirmation.';
    expect(document.activeElement?.textContent).toBe(done);
    expect(skipThroughManageLink).toHaveBeenCalledWith('tok');
  });

  it('says the gift is stopped, focused, once the stop is confirmed', async () => {
    stopThroughManageLink.mockResolvedValue({ kind: 'stopped' });
    render(<ManageRecurringGiftScreen token="tok" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop this gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this gift?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop this gift' }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        'This recurring gift is stopped. We emailed you a confirmation.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Skip the next gift' })).toBeNull();
  });

  it("shows a limit on opening as the page's failure, in the server's words", async () => {
    openManageLink.mockResolvedValue({
      kind: 'invalid',
      message: 'Too many attempts. Try again in a minute.',
      errors: {},
    });
    render(<ManageRecurringGiftScreen token="tok" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in a minute.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage your recurring gift');
    expect(screen.getByRole('link', { name: 'Sign in to manage your gifts' })).toBeTruthy();
  });
});
