/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { calendarDateInTimeZone } from '@halo/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { mastercard, monthlyGift, savedBankAccount, visaCard } from '@halo/testkit/selfService/fixtures';
import type { RecurringGift } from './recurringGiftForm';
import { RecurringGiftsScreen } from './RecurringGiftsScreen';
import { demoOrganization } from '@halo/testkit/selfService/demoOrganization';
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
const inDays = (days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const pausedGift: RecurringGift = {
  ...monthlyGift,
  prefixedId: 'rg_2',
  status: 'paused',
  nextOccurrence: null,
  isFeeCovered: false,
  computedAmount: 2500,
  computedNetAmount: 2398,
  computedFee: 102,
  memo: null,
  lastChargeAttemptFailed: true,
  schedule: { type: 'weekly', startDate: '2026-01-05' },
  fundAccounts: [{ ...monthlyGift.fundAccounts[0]!, pivot: { amount: 2500, netAmount: 2398 } }],
};

beforeEach(() => {
  testStore().setState({ organization: demoOrganization, organizationStatus: 'loaded' });
  fake = createFakeGraphql({
    SelfServiceRecurringGivings: () => ({
      donorRecurringGivings: { totalResults: 2, items: [monthlyGift, pausedGift] },
    }),
    SelfServicePaymentMethods: () => ({ donorPaymentMethods: [visaCard, mastercard] }),
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const item = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('RecurringGiftsScreen', () => {
  it('lists each gift: amount and frequency, status, dates, charge, fee, funds, card, a failed last attempt', async () => {
    render(<RecurringGiftsScreen />);
    const monthly = await item('$50.00 · Monthly');
    expect(monthly.textContent).toContain('Active');
    expect(monthly.textContent).toContain('Jun 10, 2026');
    expect(monthly.textContent).toContain('May 10, 2026');
    expect(monthly.textContent).toContain('$51.80');
    expect(monthly.textContent).toContain('$1.80, covered by you');
    expect(monthly.textContent).toContain('General Fund: $50.00');
    expect(monthly.textContent).toContain('Visa •••• 4242 · Expires 12/2030');
    expect(monthly.textContent).toContain('Building');
    expect(monthly.textContent).not.toContain('failed');
    const weekly = await item('$25.00 · Weekly');
    expect(weekly.textContent).toContain('Paused');
    expect(weekly.textContent).toContain('Not scheduled while paused');
    expect(weekly.textContent).toContain('The last charge of this gift failed.');
    expect(within(weekly).getByRole('button', { name: 'Resume gift $25.00 · Weekly' })).toBeTruthy();
  });

  it('says a paused bank account gift’s debit came back unpaid, never that a card failed, in English and Spanish', async () => {
    const bankGift: RecurringGift = {
      ...pausedGift,
      paymentMethod: {
        prefixedId: 'pmr_bank',
        processorId: savedBankAccount.processorId,
        methodType: 'bank',
        type: savedBankAccount.brand,
        lastFour: savedBankAccount.lastFour,
        expiration: null,
      },
    };
    fake = createFakeGraphql({
      SelfServiceRecurringGivings: () => ({
        donorRecurringGivings: { totalResults: 1, items: [bankGift] },
      }),
      SelfServicePaymentMethods: () => ({ donorPaymentMethods: [visaCard, savedBankAccount] }),
    });
    render(<RecurringGiftsScreen />);
    const weekly = await item('$25.00 · Weekly');
    expect(weekly.textContent).toContain('Payment methodBank ••6789');
    expect(weekly.textContent).toContain('The last debit of this gift came back unpaid from the bank.');
    expect(weekly.textContent).not.toMatch(/card/i);
    act(() => void testStore().getState().setLocale('es'));
    await waitFor(() =>
      expect(weekly.textContent).toContain('El último débito de esta donación fue devuelto sin pagar'),
    );
    expect(weekly.textContent).toContain('Método de pagoBanco ••6789');
    expect(weekly.textContent).not.toMatch(/tarjeta/i);
  });

  it('says a gift left with no payment method (its bank account never verified) needs one, naming no card', async () => {
    fake = createFakeGraphql({
      SelfServiceRecurringGivings: () => ({
        donorRecurringGivings: { totalResults: 1, items: [{ ...pausedGift, paymentMethod: null }] },
      }),
      SelfServicePaymentMethods: () => ({ donorPaymentMethods: [visaCard] }),
    });
    render(<RecurringGiftsScreen />);
    const weekly = await item('$25.00 · Weekly');
    expect(weekly.textContent).toContain(
      'This gift could not be charged and has no payment method now. Choose one, then resume the gift.',
    );
    expect(weekly.textContent).not.toContain('the card');
  });

  it('links each gift to the giving form, which changes it (Update Now)', async () => {
    render(<RecurringGiftsScreen />);
    const monthly = await item('$50.00 · Monthly');
    const link = within(monthly).getByRole('link', { name: 'Change in giving form: gift $50.00 · Monthly' });
    expect(link.textContent).toBe('Change in giving form');
    expect(link.getAttribute('href')).toBe('/?recurring=rg_1');
  });

  it('offers no giving-form link for a gift split across funds (the form has one fund)', async () => {
    const split = {
      ...monthlyGift,
      fundAccounts: [
        { ...monthlyGift.fundAccounts[0]!, pivot: { amount: 2500, netAmount: 2500 } },
        {
          ...monthlyGift.fundAccounts[0]!,
          prefixedId: 'fund_missions',
          name: 'Missions',
          isDefault: false,
          pivot: { amount: 2500, netAmount: 2500 },
        },
      ],
    };
    fake.answer('SelfServiceRecurringGivings', () => ({
      donorRecurringGivings: { totalResults: 1, items: [split] },
    }));
    render(<RecurringGiftsScreen />);
    const gift = await item('$50.00 · Monthly');
    expect(within(gift).queryByRole('link', { name: /Change in giving form/ })).toBeNull();
    expect(within(gift).getByRole('button', { name: /Edit/ })).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and when there is none', async () => {
    fake.answer('SelfServiceRecurringGivings', () => {
      throw new Error('[Network] down');
    });
    render(<RecurringGiftsScreen />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your recurring gifts could not be loaded.');
    fake.answer('SelfServiceRecurringGivings', () => ({
      donorRecurringGivings: { totalResults: 0, items: [] },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText(/You have no recurring gifts/)).textContent).toContain(
      'Set one up on the giving page.',
    );
  });

  it('pauses after a confirmation that warns the donor must resume manually', async () => {
    fake.answer('SelfServicePauseRecurringGiving', () => ({
      pauseRecurringGiving: { ...monthlyGift, status: 'paused', nextOccurrence: null },
    }));
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause gift $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause this recurring gift?' });
    expect(dialog.textContent).toContain('you must come back and resume it manually');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause gift' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your recurring gift is paused. It will not be charged until you resume it.',
    );
    expect((await item('$50.00 · Monthly')).textContent).toContain('Paused');
    expect(fake.variablesOf('SelfServicePauseRecurringGiving')).toEqual([
      { prefixedId: 'rg_1', organizationPrefixedId: 'org_1', until: null },
    ]);
  });

  it('resumes on a chosen date, previewing it, and shows the new next occurrence', async () => {
    const chosen = inDays(10);
    fake.answer('SelfServiceResumeRecurringGiving', ({ startDate }) => ({
      resumeRecurringGiving: { ...pausedGift, status: 'active', nextOccurrence: startDate },
    }));
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume gift $25.00 · Weekly' }));
    const dialog = screen.getByRole('dialog', { name: 'Resume this recurring gift' });
    const date = within(dialog).getByLabelText('Next gift date') as HTMLInputElement;
    // Offered first: a week after the last processed date, moved up to today or later.
    expect(date.value >= today).toBe(true);
    fireEvent.change(date, { target: { value: inDays(-1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume gift' }));
    expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid date',
    );
    fireEvent.change(date, { target: { value: chosen } });
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${chosen}T00:00:00Z`),
    );
    expect(dialog.textContent).toContain(`Next gift: ${shown}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume gift' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      `Your recurring gift is active again. Next gift: ${shown}.`,
    );
    expect(fake.variablesOf('SelfServiceResumeRecurringGiving')).toEqual([
      { prefixedId: 'rg_2', organizationPrefixedId: 'org_1', startDate: chosen },
    ]);
    const weekly = await item('$25.00 · Weekly');
    expect(weekly.textContent).toContain('Active');
    expect(weekly.textContent).toContain(shown);
  });

  it('updates amount, frequency and fee coverage, previewing dates and the exact charge; turning coverage off says it affects only future gifts', async () => {
    fake.answer('SelfServiceUpdateRecurringGiving', () => ({
      updateRecurringGiving: { ...monthlyGift, isFeeCovered: false, computedAmount: 6000 },
    }));
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit gift $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Update recurring gift' });
    expect(dialog.textContent).toContain(
      'Each gift charges $51.81: your gift of $50.00 plus $1.81 for the processing fee.',
    );
    expect(dialog.textContent).toContain('Upcoming gifts: Jun 10, 2026, Jul 10, 2026, Aug 10, 2026');
    fireEvent.change(within(dialog).getByLabelText('General Fund'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByLabelText('Every two weeks'));
    expect(dialog.textContent).toContain('Upcoming gifts: Jun 10, 2026, Jun 24, 2026, Jul 8, 2026');
    fireEvent.click(
      within(dialog).getByLabelText('Cover the processing fee so the church receives the whole gift'),
    );
    expect(dialog.textContent).toContain('Turning off fee coverage changes only future gifts.');
    expect(dialog.textContent).toContain(
      'Each gift charges $60.00. The church receives $57.96 after the $2.04 processing fee.',
    );
    await waitFor(() =>
      expect(
        within(dialog).getByRole('option', { name: 'Mastercard •••• 4444, expires 01/2029' }),
      ).toBeTruthy(),
    );
    fireEvent.change(within(dialog).getByLabelText('Payment method'), { target: { value: 'pm_mc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your recurring gift was updated.');
    expect(fake.variablesOf('SelfServiceUpdateRecurringGiving')).toEqual([
      {
        prefixedId: 'rg_1',
        organizationPrefixedId: 'org_1',
        stripePaymentMethodId: 'pm_mc',
        stripeCardLastFour: '4444',
        stripeCardExpiration: '01/2029',
        type: 'every_other_week',
        amountsByFundAccount: [{ fundAccountPrefixedId: 'fund_general', amount: 6000 }],
        nextOccurrence: null,
        isFeeCovered: false,
        memo: 'Building',
        endDate: '',
      },
    ]);
  });

  it('offers quarterly and yearly beside the spec’s four, in English and in Spanish', async () => {
    fake.answer('SelfServiceUpdateRecurringGiving', () => ({
      updateRecurringGiving: { ...monthlyGift, schedule: { ...monthlyGift.schedule, type: 'yearly' } },
    }));
    const { unmount } = render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit gift $50.00 · Monthly' }));
    let dialog = screen.getByRole('dialog', { name: 'Update recurring gift' });
    const schedules = () =>
      within(within(dialog).getByRole('group', { name: /^(Frequency|Frecuencia)$/ }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(schedules()).toEqual([
      'Weekly',
      'Every two weeks',
      'Twice a month',
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
    fireEvent.click(within(dialog).getByLabelText('Quarterly'));
    expect(dialog.textContent).toContain('Upcoming gifts: Jun 10, 2026, Sep 10, 2026, Dec 10, 2026');
    fireEvent.click(within(dialog).getByLabelText('Yearly'));
    expect(dialog.textContent).toContain('Upcoming gifts: Jun 10, 2026, Jun 10, 2027, Jun 10, 2028');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your recurring gift was updated.');
    expect(fake.variablesOf('SelfServiceUpdateRecurringGiving')[0]).toMatchObject({ type: 'yearly' });
    expect(await item('$50.00 · Yearly')).toBeTruthy();
    unmount();

    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<RecurringGiftsScreen />);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Editar la donación 50,00\sUS\$ · Mensual$/ }),
    );
    dialog = screen.getByRole('dialog', { name: 'Actualizar donación recurrente' });
    expect(schedules()).toEqual([
      'Semanal',
      'Cada dos semanas',
      'Dos veces al mes',
      'Mensual',
      'Trimestral',
      'Anual',
    ]);
  });

  it('keeps the dialog open with the message when an amount is blank', async () => {
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit gift $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Update recurring gift' });
    fireEvent.change(within(dialog).getByLabelText('General Fund'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(dialog.textContent).toContain('Amount cannot be blank');
    expect(fake.variablesOf('SelfServiceUpdateRecurringGiving')).toEqual([]);
  });

  it('deletes after confirmation', async () => {
    fake.answer('SelfServiceDeleteRecurringGiving', () => ({ deleteRecurringGiving: true }));
    render(<RecurringGiftsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete gift $50.00 · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this recurring gift?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete gift' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your recurring gift was deleted.');
    expect(screen.queryByRole('heading', { name: '$50.00 · Monthly' })).toBeNull();
  });

  it('is in Spanish, with the “Paused” label translated', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<RecurringGiftsScreen />);
    const weekly = (await screen.findByRole('heading', { name: /^25,00\sUS\$ · Semanal$/ })).closest(
      'li',
    ) as HTMLElement;
    expect(weekly.textContent).toContain('En pausa');
  });
});
