/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { AdminTeamMemberFieldsFragment } from '@halo/shared/graphql/admin-team';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import { createFakeGraphql, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import Team from '../screens/Team';

const graphql = jest.fn();
withTestApiClient({ graphql });
const mockedGraphql = graphql as jest.Mock;

const member = (
  prefixedId: string,
  email: string,
  abilities: string[],
  change: Partial<AdminTeamMemberFieldsFragment> = {},
): AdminTeamMemberFieldsFragment => ({
  prefixedId,
  email,
  name: '',
  abilities,
  hasPassword: true,
  ...change,
});

// The signed-in user is usr_1 (consoleUser); Sam is another administrator.
const ME = member('usr_1', 'admin@example.com', ['manage-giving', 'manage-team'], { name: 'Alex Admin' });
const SAM = member('usr_2', 'sam@example.org', ['view-gifts']);

const entry = (index: number) => ({
  prefixedId: `act_${index}`,
  source: 'console',
  actor: 'admin@example.com',
  action: 'fund.add',
  details: '{}',
  occurredAt: '2026-03-01T02:30:00Z',
});

let fake: FakeGraphql;
beforeEach(() => {
  testStore().setState({
    organization: {
      ...testOrganization,
      onlineGiving: { ...testOrganization.onlineGiving, timeZone: 'America/Chicago' },
    },
    user: consoleUser(['manage-giving', 'manage-team']),
    path: '/admin/team',
  });
  fake = createFakeGraphql({
    AdminTeam: () => ({ adminTeam: [ME, SAM] }),
    AdminActivity: () => ({ adminActivity: { items: [entry(1)], nextCursor: null } }),
  });
  mockedGraphql.mockReset();
  mockedGraphql.mockImplementation(fake);
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const teamList = () => screen.getByRole('region', { name: 'Administrators' });

describe('Team', () => {
  it('lists the administrators with their abilities in words', async () => {
    render(<Team />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team');
    const sam = await screen.findByRole('list', { name: 'What sam@example.org can do' });
    expect(
      within(sam)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['See gifts and donors']);
    const me = screen.getByRole('list', { name: 'What Alex Admin can do' });
    expect(
      within(me)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Giving page, funds, websites, payments', 'Team and activity']);
    // Nobody removes themselves: that would take their own "manage-team".
    expect(within(teamList()).queryByRole('button', { name: 'Remove Alex Admin' })).toBeNull();
    expect(within(teamList()).getByRole('button', { name: 'Remove sam@example.org' })).toBeTruthy();
  });

  it('invites an administrator with the abilities checked, and asks for one at least', async () => {
    fake.answer('InviteAdministrator', (variables) => ({
      inviteAdministrator: member('usr_3', String(variables.email), variables.abilities as string[], {
        hasPassword: false,
      }),
    }));
    render(<Team />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'kim@example.org' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(screen.getByText('Choose at least one.')).toBeTruthy();
    expect(fake.variablesOf('InviteAdministrator')).toEqual([]);

    const invite = screen.getByRole('form', { name: 'Invite administrator' });
    fireEvent.click(within(invite).getByRole('checkbox', { name: 'Record cash and check gifts' }));
    fireEvent.click(within(invite).getByRole('checkbox', { name: 'See gifts and donors' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(fake.variablesOf('InviteAdministrator')).toEqual([
      {
        organizationPrefixedId: 'org_1',
        email: 'kim@example.org',
        abilities: ['view-gifts', 'record-gifts'],
      },
    ]);
    expect(within(teamList()).getByText('kim@example.org')).toBeTruthy();
    expect(within(teamList()).getByText('Invitation sent, no password yet')).toBeTruthy();
    expect(screen.getByText('An invitation was sent to kim@example.org.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
    // The log asked again, to show the invitation.
    expect(fake.variablesOf('AdminActivity')).toHaveLength(2);
  });

  it("shows the server's message next to the email and keeps what was typed", async () => {
    const message = 'Enter a valid email address.';
    fake.answer('InviteAdministrator', () => Promise.reject(fieldRefusal('email', message)));
    render(<Team />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'kim@' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refund gifts' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect((email as HTMLInputElement).value).toBe('kim@');
    expect((screen.getByRole('checkbox', { name: 'Refund gifts' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(email);
  });

  it("changes an administrator's abilities in a dialog", async () => {
    fake.answer('UpdateAdministratorAbilities', (variables) => ({
      updateAdministratorAbilities: { ...SAM, abilities: variables.abilities as string[] },
    }));
    render(<Team />);
    const change = await screen.findByRole('button', { name: 'Change abilities: sam@example.org' });
    change.focus();
    fireEvent.click(change);
    const dialog = screen.getByRole('dialog', { name: 'What sam@example.org can do' });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('checkbox', { name: 'Giving page, funds, websites, payments' }),
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Send giving statements' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(fake.variablesOf('UpdateAdministratorAbilities')).toEqual([
      {
        organizationPrefixedId: 'org_1',
        userPrefixedId: 'usr_2',
        abilities: ['view-gifts', 'send-statements'],
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'What sam@example.org can do' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['See gifts and donors', 'Send giving statements']);
    expect(document.activeElement).toBe(change);
  });

  it("keeps one's own manage-team locked, and shows the server's refusal", async () => {
    const message = 'You cannot take the manage-team ability from yourself.';
    fake.answer('UpdateAdministratorAbilities', () => Promise.reject(fieldRefusal('abilities', message)));
    render(<Team />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change abilities: Alex Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'What Alex Admin can do' });
    const manageTeam = within(dialog).getByRole('checkbox', {
      name: 'Team and activity',
    }) as HTMLInputElement;
    expect(manageTeam.checked).toBe(true);
    expect(manageTeam.disabled).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('removes an administrator after asking', async () => {
    fake.answer('RemoveAdministrator', () => ({ removeAdministrator: true }));
    render(<Team />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove sam@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove sam@example.org?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator' })),
    );
    expect(fake.variablesOf('RemoveAdministrator')).toEqual([
      { organizationPrefixedId: 'org_1', userPrefixedId: 'usr_2' },
    ]);
    expect(within(teamList()).queryByText('sam@example.org')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Administrators' }));
  });

  it("shows the activity newest first in the church's time zone, and loads more", async () => {
    fake.answer('AdminActivity', (variables) =>
      variables.before
        ? {
            adminActivity: {
              items: [
                { ...entry(2), action: 'team.invite', source: 'cli', actor: 'halo CLI' },
                { ...entry(3), action: 'gift.refund', source: 'stripe', actor: 'Stripe dashboard' },
              ],
              nextCursor: null,
            },
          }
        : { adminActivity: { items: [entry(1)], nextCursor: 'cursor-1' } },
    );
    render(<Team />);
    const log = await screen.findByRole('region', { name: 'Activity' });
    await within(log).findByText('Added a fund');
    expect(within(log).getByText('Feb 28, 2026, 8:30 PM')).toBeTruthy();
    await act(async () => fireEvent.click(within(log).getByRole('button', { name: 'Load more' })));
    expect(fake.variablesOf('AdminActivity')[1]).toEqual({
      organizationPrefixedId: 'org_1',
      before: 'cursor-1',
      first: 50,
    });
    const entries = within(log).getAllByRole('listitem');
    expect(entries.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Added a fund',
      'Invited an administrator',
      'Refunded a gift',
    ]);
    expect(entries[1]?.textContent).toContain('Invited an administrator halo CLI');
    // A refund made in the church's Stripe dashboard: no administrator of ours made it.
    expect(entries[2]?.textContent).toContain('Refunded a gift in Stripe’s dashboard');
    expect(document.activeElement).toBe(entries[1]);
    expect(within(log).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('names refunds, payments and second-factor changes in words, in English and Spanish', async () => {
    const actions = [
      'gift.refund',
      'gift.refundFailed',
      'payments.disconnect',
      'secondFactor.reset',
      'church.create',
    ];
    fake.answer('AdminActivity', () => ({
      adminActivity: {
        items: actions.map((action, index) => ({ ...entry(index + 1), action })),
        nextCursor: null,
      },
    }));
    render(<Team />);
    const log = await screen.findByRole('region', { name: 'Activity' });
    await within(log).findByText('Refunded a gift');
    const names = () =>
      within(screen.getByRole('region', { name: /Activity|Actividad/ }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent);
    expect(names()).toEqual([
      'Refunded a gift',
      'A refund failed: the gift is no longer refunded',
      'Disconnected payments',
      'Reset an administrator’s second factor',
      'Created the church',
    ]);
    await act(async () => testStore().getState().setLocale('es'));
    expect(names()).toEqual([
      'Reembolsó una donación',
      'Un reembolso falló: la donación ya no está reembolsada',
      'Desconectó los pagos',
      'Restableció el segundo factor de un administrador',
      'Creó la iglesia',
    ]);
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Team />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Equipo');
    const sam = await screen.findByRole('list', { name: 'Lo que sam@example.org puede hacer' });
    expect(within(sam).getByText('Ver donaciones y donantes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar invitación' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Página de donaciones, fondos, sitios web, pagos' }),
    ).toBeTruthy();
    expect(await screen.findByText('Agregó un fondo')).toBeTruthy();
    expect(screen.getByText('28 feb 2026, 20:30')).toBeTruthy();
  });
});
