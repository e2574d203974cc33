/** @jest-environment ./jest.jsdom-environment.js */
// A recurring gift bent from the list: skip the next gift, pause until a date, an end date in the
// edit dialog; the list says "Paused until …" and "Ends on …". English and Spanish.
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { calendarDateInTimeZone, oneYearAfter } from '@halo/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, graphqlRefusal, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { mastercard, monthlyGift, visaCard } from '@halo/testkit/selfService/fixtures';
import { demoOrganization } from '@halo/testkit/selfService/demoOrganization';
import type { RecurringGift } from './recurringGiftForm';
import { RecurringGiftsScreen } from './RecurringGiftsScreen';
import { loadCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';
import { manageLinkMessages } from '../manageLink/manageLinkMessages';

// What the exposed module loads before the screen renders.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), selfServiceMessages, manageLinkMessages));

let fake: FakeGraphql;
withTestApiClient({
  graphql: (...args: unknown[]) => (fake as unknown as (...a: unknown[]) => unknown)(...args),
});

const today = calendarDateInTimeZone('America/Chicago');
const gift: RecurringGift = { ...monthlyGift, nextOccurrence: '2026-12-01' };
const pausedUntilGift: RecurringGift = {
  ...monthlyGift,
  prefixedId: 'rg_2',
  status: 'paused',
  nextOccurrence: null,
  pausedUntil: '2027-02-15',
  endDate: '2027-06-30',
  computedAmount: 2500,
  isFeeCovered: false,
  schedule: { type: 'weekly', startDate: '2026-01-05' },
  fundAccounts: [{ ...monthlyGift.fundAccounts[0]!, pivot: { amount: 2500, netAmount: 2398 } }],
};

beforeEach(() => {
  testStore().setState({ organization: demoOrganization, organizationStatus: 'loaded' });
  fake = createFakeGraphql({
    SelfServiceRecurringGivings: () => ({
      donorRecurringGivings: { totalResults: 2, items: [gift, pausedUntilGift] },
    }),
    SelfServicePaymentMethods: () => ({ donorPaymentMethods: [visaCard, mastercard] }),
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const item = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('RecurringGiftsScreen: skip, pause until, end date', () => {
  it('shows a pause date and an end date in the list', async () => {
    render(<RecurringGiftsScreen />);
    const weekly = await item('$25.00 · Weekly');
    expect(weekly.textContent).toContain('Paused until Feb 15, 2027');
    expect(weekly.textContent).toContain('Ends on Jun 30, 2027');
    // A paused gift has no next gift to skip.
    expect(within(weekly).queryByRole('button', { name: /Skip/ })).toBeNull();
  });

  it('skips the next gift after a confirmation naming both dates', async () => {
    fake.answer('SelfServiceSkipRecurringGiving', () => ({
      skipRecurringGiving: { ...gift, nextOccurrence: '2027-01-01' },
    }));
    render(<RecurringGiftsScreen />);
    const monthly = await item('$50.00 · Monthly');
    fireEvent.click(within(monthly).getByRole('button', { name: 'Skip next gift: $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip the next gift?' });
    expect(dialog.textContent).toContain(
      'Your gift on Dec 1, 2026 will be skipped. The next one will be on Jan 1, 2027.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip gift' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The gift on Dec 1, 2026 will be skipped. Next gift: Jan 1, 2027.',
    );
    expect((await item('$50.00 · Monthly')).textContent).toContain('Jan 1, 2027');
    expect(fake.variablesOf('SelfServiceSkipRecurringGiving')).toEqual([
      { prefixedId: 'rg_1', organizationPrefixedId: 'org_1' },
    ]);
  });

  it("shows the server's refusal of a skip inside the dialog", async () => {
    fake.answer('SelfServiceSkipRecurringGiving', () => {
      throw graphqlRefusal('Invalid', {
        category: 'validation',
        validation: { prefixedId: ['Skipping this gift would move the next one past the end date.'] },
      });
    });
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip next gift: $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip the next gift?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip gift' }));
    expect(await within(dialog).findByText(/past the end date/)).toBeTruthy();
  });

  it('pauses until a chosen date, refusing today and dates more than a year ahead', async () => {
    const until = '2027-01-20';
    fake.answer('SelfServicePauseRecurringGiving', () => ({
      pauseRecurringGiving: { ...gift, status: 'paused', nextOccurrence: null, pausedUntil: until },
    }));
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause until a date: gift $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause until a date' });
    const field = within(dialog).getByLabelText('Resume on') as HTMLInputElement;
    fireEvent.change(field, { target: { value: today } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause gift' }));
    expect(await within(dialog).findByText('Choose a date after today.')).toBeTruthy();
    fireEvent.change(field, { target: { value: `${Number(oneYearAfter(today).slice(0, 4)) + 1}-12-31` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause gift' }));
    expect(await within(dialog).findByText('Choose a date at most one year from today.')).toBeTruthy();
    expect(fake.variablesOf('SelfServicePauseRecurringGiving')).toEqual([]);

    fireEvent.change(field, { target: { value: until } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause gift' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your recurring gift is paused until Jan 20, 2027. It will resume on its own.',
    );
    expect((await item('$50.00 · Monthly')).textContent).toContain('Paused until Jan 20, 2027');
    expect(fake.variablesOf('SelfServicePauseRecurringGiving')).toEqual([
      { prefixedId: 'rg_1', organizationPrefixedId: 'org_1', until },
    ]);
  });

  it('sets an end date in the edit dialog, refusing one before the next gift', async () => {
    fake.answer('SelfServiceUpdateRecurringGiving', ({ endDate }) => ({
      updateRecurringGiving: { ...gift, endDate },
    }));
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit gift $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Update recurring gift' });
    const end = within(dialog).getByLabelText(/End date/) as HTMLInputElement;
    fireEvent.change(end, { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The end date cannot be before the next gift.')).toBeTruthy();
    fireEvent.change(end, { target: { value: '2027-05-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your recurring gift was updated.');
    expect((await item('$50.00 · Monthly')).textContent).toContain('Ends on May 31, 2027');
    expect(fake.variablesOf('SelfServiceUpdateRecurringGiving')).toEqual([
      expect.objectContaining({ endDate: '2027-05-31' }),
    ]);
  });

  it('is in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    fake.answer('SelfServiceSkipRecurringGiving', () => ({
      skipRecurringGiving: { ...gift, nextOccurrence: '2027-01-01' },
    }));
    await renderLoaded(<RecurringGiftsScreen />);
    const weekly = (await screen.findAllByRole('listitem'))[1]!;
    expect(weekly.textContent).toContain('En pausa hasta el');
    expect(weekly.textContent).toContain('Finaliza el');
    const monthly = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(monthly).getByRole('button', { name: /^Pausar hasta una fecha: / }).textContent).toBe(
      'Pausar hasta…',
    );
    fireEvent.click(within(monthly).getByRole('button', { name: /^Omitir la próxima donación: / }));
    const dialog = screen.getByRole('dialog', { name: '¿Omitir la próxima donación?' });
    expect(dialog.textContent).toMatch(/Se omitirá tu donación del .*\. La próxima será el /);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Omitir donación' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Se omitirá la donación del /);

    fireEvent.click(within(monthly).getByRole('button', { name: /hasta una fecha/ }));
    const pause = screen.getByRole('dialog', { name: 'Pausar hasta una fecha' });
    expect(within(pause).getByLabelText('Reanudar el')).toBeTruthy();
  });
});
