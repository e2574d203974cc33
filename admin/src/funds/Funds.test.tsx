/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { AdminFundFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import {
  adminGivingPage,
  consoleUser,
  fieldRefusal,
  testOrganization,
} from '@halo/testkit/admin/adminTestData';
import { createFakeGraphql, graphqlRefusal, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import Funds from '../screens/Funds';

const graphql = jest.fn();
withTestApiClient({ graphql });
const mockedGraphql = graphql as jest.Mock;

const fund = (
  prefixedId: string,
  name: string,
  position: number,
  change: Partial<AdminFundFieldsFragment> = {},
) => ({
  prefixedId,
  name,
  isDefault: false,
  isOnlineGivingVisible: true,
  isEnabled: true,
  position,
  ...change,
});
const FUNDS = [
  fund('fund_general', 'General Fund', 0, { isDefault: true }),
  fund('fund_missions', 'Missions', 1),
  fund('fund_building', 'Building', 2, { isOnlineGivingVisible: false }),
];

let fake: FakeGraphql;
beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/funds',
  });
  fake = createFakeGraphql({
    AdminGivingPage: () => ({ adminGivingPage: adminGivingPage({ funds: FUNDS }) }),
  });
  mockedGraphql.mockReset();
  mockedGraphql.mockImplementation(fake);
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const fundNames = () =>
  within(screen.getByRole('region', { name: 'Your funds' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent)
    .filter(Boolean);

describe('Funds', () => {
  it('lists the funds in order with their state in words', async () => {
    render(<Funds />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Funds');
    await screen.findByRole('button', { name: 'Rename Missions' });
    expect(fundNames()).toEqual(['General Fund', 'Missions', 'Building']);
    expect(screen.getByText('Default')).toBeTruthy();
    expect(screen.getByText('Hidden online')).toBeTruthy();
    // The default fund stays shown and enabled, so it offers neither change.
    expect(screen.queryByRole('button', { name: 'Disable General Fund' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show online: Building' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Move up: General Fund' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('adds a fund, shown online or not, last in the list', async () => {
    fake.answer('AddFund', (variables) => ({
      addFund: fund('fund_youth', String(variables.name), 3, { isOnlineGivingVisible: false }),
    }));
    render(<Funds />);
    const name = await screen.findByRole('textbox', { name: 'Fund name' });
    fireEvent.change(name, { target: { value: 'Youth' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show in online giving' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add fund' })));
    expect(fake.variablesOf('AddFund')).toEqual([
      { organizationPrefixedId: 'org_1', name: 'Youth', isOnlineGivingVisible: false },
    ]);
    expect(fundNames()).toEqual(['General Fund', 'Missions', 'Building', 'Youth']);
    expect((name as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message next to the name and keeps what was typed", async () => {
    const message = 'This church already has a fund named "Missions".';
    fake.answer('AddFund', () => Promise.reject(fieldRefusal('name', message)));
    render(<Funds />);
    const name = await screen.findByRole('textbox', { name: 'Fund name' });
    fireEvent.change(name, { target: { value: 'Missions' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add fund' })));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect((name as HTMLInputElement).value).toBe('Missions');
    expect(document.activeElement).toBe(name);
  });

  it('renames a fund in a dialog, keeping a refused name with its message', async () => {
    const message = 'The fund name is required (at most 100 characters).';
    fake.answer('UpdateFund', () => Promise.reject(fieldRefusal('name', message)));
    render(<Funds />);
    const rename = await screen.findByRole('button', { name: 'Rename Missions' });
    rename.focus();
    fireEvent.click(rename);
    const dialog = screen.getByRole('dialog', { name: 'Rename Missions' });
    const field = within(dialog).getByRole('textbox', { name: 'Fund name' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: ' ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe(' ');

    fake.answer('UpdateFund', (variables) => ({
      updateFund: fund('fund_missions', String((variables.input as { name: string }).name), 1),
    }));
    fireEvent.change(field, { target: { value: 'World Missions' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fundNames()).toEqual(['General Fund', 'World Missions', 'Building']);
    expect(document.activeElement).toBe(rename);
  });

  it('hides and shows a fund online', async () => {
    fake.answer('UpdateFund', () => ({ updateFund: fund('fund_building', 'Building', 2) }));
    render(<Funds />);
    const show = await screen.findByRole('button', { name: 'Show online: Building' });
    show.focus();
    await act(async () => fireEvent.click(show));
    expect(fake.variablesOf('UpdateFund')[0]).toEqual({
      organizationPrefixedId: 'org_1',
      fundPrefixedId: 'fund_building',
      input: { isOnlineGivingVisible: true },
    });
    expect(screen.getByRole('button', { name: 'Hide online: Building' })).toBe(document.activeElement);
  });

  it('names the recurring gifts that keep a fund from being disabled', async () => {
    fake.answer('UpdateFund', () =>
      Promise.reject(
        graphqlRefusal('The fund "Missions" is in 2 active recurring gifts.', {
          category: 'validation',
          code: 'FUND_IN_RECURRING_USE',
          validation: { isEnabled: ['The fund "Missions" is in 2 active recurring gifts.'] },
          recurringGivings: [
            { prefixedId: 'rec_1', amount: 2500, nextOccurrence: '2026-04-01', donorName: 'Ada Lovelace' },
            {
              prefixedId: 'rec_2',
              amount: 10000,
              nextOccurrence: '2026-04-15',
              donorName: 'grace@example.org',
            },
          ],
        }),
      ),
    );
    render(<Funds />);
    const disable = await screen.findByRole('button', { name: 'Disable Missions' });
    await act(async () => fireEvent.click(disable));
    const dialog = screen.getByRole('dialog', { name: 'Missions has recurring gifts' });
    expect(
      within(dialog).getByText(
        'These recurring gifts charge to this fund; disable it after moving or stopping them.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada Lovelace: $25.00', 'grace@example.org: $100.00']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable Missions' })).toBeTruthy();
  });

  it('moves a fund down, announces its new position and keeps focus on the button', async () => {
    fake.answer('ReorderFunds', (variables) => ({
      reorderFunds: (variables.fundPrefixedIds as string[]).map((id, position) => ({
        ...FUNDS.find((each) => each.prefixedId === id)!,
        position,
      })),
    }));
    render(<Funds />);
    const down = await screen.findByRole('button', { name: 'Move down: Missions' });
    down.focus();
    await act(async () => fireEvent.click(down));
    expect(fake.variablesOf('ReorderFunds')[0]?.fundPrefixedIds).toEqual([
      'fund_general',
      'fund_building',
      'fund_missions',
    ]);
    expect(fundNames()).toEqual(['General Fund', 'Building', 'Missions']);
    expect(screen.getByRole('status').textContent).toBe('Missions is now in position 3 of 3.');
    // Now last, its Move down is disabled: focus goes to its Move up.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: Missions' }));
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Funds />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fondos');
    expect(await screen.findByRole('button', { name: 'Bajar: Missions' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nombre del fondo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar fondo' })).toBeTruthy();
    expect(screen.getByText('Oculto en línea')).toBeTruthy();
  });
});
