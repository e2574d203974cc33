/** @jest-environment ./jest.jsdom-environment.js */
import type { AdminApiKeyFieldsFragment } from '@halo/shared/graphql/admin-api-keys';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import { createFakeGraphql, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import ApiKeys from '../screens/ApiKeys';

const graphql = jest.fn();
withTestApiClient({ graphql });
const mockedGraphql = graphql as jest.Mock;

const TOKEN = 'hg_live_AbCd1234efGH5678ijKL9012mnOP3456qrST7890uvw';

const apiKey = (
  prefixedId: string,
  name: string,
  change: Partial<AdminApiKeyFieldsFragment> = {},
): AdminApiKeyFieldsFragment => ({
  prefixedId,
  name,
  abilities: ['view-gifts'],
  visiblePrefix: 'hg_live_Zz9Yy8Xx',
  createdBy: 'admin@example.com',
  createdAt: '2026-03-01T15:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
  ...change,
});

const ROCK = apiKey('apk_1', 'Rock RMS', {
  abilities: ['view-gifts', 'manage-giving'],
  lastUsedAt: '2026-03-02T15:00:00Z',
});
const OLD = apiKey('apk_0', 'Old CRM', { createdBy: null, revokedAt: '2026-02-01T15:00:00Z' });

let keys: AdminApiKeyFieldsFragment[];
let fake: FakeGraphql;
function signIn(abilities: string[], isHaloAdmin = false) {
  testStore().setState({
    organization: {
      ...testOrganization,
      onlineGiving: { ...testOrganization.onlineGiving, timeZone: 'America/Chicago' },
    },
    user: consoleUser(abilities, isHaloAdmin),
    path: '/admin/api-keys',
  });
}
beforeEach(() => {
  signIn(['manage-giving', 'view-gifts']);
  keys = [ROCK, OLD];
  fake = createFakeGraphql({ AdminApiKeys: () => ({ adminApiKeys: keys }) });
  mockedGraphql.mockReset();
  mockedGraphql.mockImplementation(fake);
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const list = () => screen.getByRole('region', { name: 'Keys' });

describe('API keys', () => {
  it('lists the keys: name, what each may read, its start, made, last used, revoked or in use', async () => {
    render(<ApiKeys />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API keys');
    await screen.findByText('Rock RMS');
    const [rock, old] = within(list()).getAllByRole('listitem');
    expect(rock?.textContent).toContain('Starts with hg_live_Zz9Yy8Xx');
    expect(rock?.textContent).toContain('May read: gifts, donors and recurring gifts, funds and campaigns');
    expect(rock?.textContent).toMatch(/Made Mar 1, 2026, 9:00\s?AM by admin@example\.com/);
    expect(rock?.textContent).toMatch(/Last used Mar 2, 2026, 9:00\s?AM/);
    expect(rock?.textContent).toContain('In use');
    expect(old?.textContent).toContain('Never used');
    expect(old?.textContent).toContain('Revoked Feb 1, 2026');
    expect(old?.textContent).not.toContain(' by ');
    // A revoked key cannot be revoked again.
    expect(within(list()).queryByRole('button', { name: 'Revoke Old CRM' })).toBeNull();
    expect(within(list()).getByRole('button', { name: 'Revoke Rock RMS' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'What each call answers (OpenAPI)' }).getAttribute('href')).toBe(
      `${window.location.origin}/api/v1/openapi.json`,
    );
  });

  it('offers only the abilities the administrator holds', async () => {
    signIn(['manage-giving', 'refund-gifts']);
    render(<ApiKeys />);
    const form = await screen.findByRole('form', { name: 'Create API key' });
    const boxes = within(form).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual(['manage-giving']);
    expect(boxes[0]?.checked).toBe(false);
  });

  it('offers both to a Halo administrator', async () => {
    signIn([], true);
    render(<ApiKeys />);
    const form = await screen.findByRole('form', { name: 'Create API key' });
    expect((within(form).getAllByRole('checkbox') as HTMLInputElement[]).map((box) => box.value)).toEqual([
      'view-gifts',
      'manage-giving',
    ]);
  });

  it('creates a key, shows it once with Copy and focuses it; gone once saved', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fake.answer('CreateApiKey', (variables) => {
      const made = apiKey('apk_2', String(variables.name), { abilities: variables.abilities as string[] });
      keys = [made, ...keys];
      return { createApiKey: { apiKey: made, token: TOKEN } };
    });
    render(<ApiKeys />);
    const form = await screen.findByRole('form', { name: 'Create API key' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Planning Center' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /view-gifts/ }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create API key' })));
    expect(fake.variablesOf('CreateApiKey')).toEqual([
      { organizationPrefixedId: 'org_1', name: 'Planning Center', abilities: ['view-gifts'] },
    ]);
    const panel = screen.getByRole('region', { name: 'Your new API key' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Your new API key' }));
    expect(
      (within(panel).getByRole('textbox', { name: 'API key Planning Center' }) as HTMLInputElement).value,
    ).toBe(TOKEN);
    expect(panel.textContent).toContain('You will not see it again');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(within(panel).getByText('Copied.')).toBeTruthy();
    expect(screen.getByText('The key Planning Center was created.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Revoke Planning Center' });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'I have saved it' })));
    expect(screen.queryByRole('region', { name: 'Your new API key' })).toBeNull();
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
    expect(document.activeElement?.id).toBe('admin-api-keys-list');
  });

  it('keeps a refusal beside the field it names, in Spanish too', async () => {
    const message = 'Elige al menos una de las cosas que la clave puede leer.';
    fake.answer('CreateApiKey', () => Promise.reject(fieldRefusal('abilities', message)));
    await act(async () => testStore().getState().setLocale('es'));
    render(<ApiKeys />);
    const form = await screen.findByRole('form', { name: 'Crear clave de API' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Breeze' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Crear clave de API' })));
    const fieldset = within(form).getByRole('group', { name: 'Qué puede leer la clave' });
    expect(document.activeElement).toBe(fieldset);
    expect(fieldset.getAttribute('aria-describedby')).toContain('admin-api-key-abilities-error');
    expect(within(fieldset).getByText(message)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tu nueva clave de API' })).toBeNull();
  });

  it('says a refusal without a field beside the name (the published demo)', async () => {
    const message = 'The published demo cannot make API keys: its administrator password is public.';
    fake.answer('CreateApiKey', () => Promise.reject({ errors: [{ message }] }));
    render(<ApiKeys />);
    const form = await screen.findByRole('form', { name: 'Create API key' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create API key' })));
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('asks before revoking, then moves focus to the list', async () => {
    fake.answer('RevokeApiKey', () => {
      const revoked = { ...ROCK, revokedAt: '2026-03-03T15:00:00Z' };
      keys = [revoked, OLD];
      return { revokeApiKey: revoked };
    });
    render(<ApiKeys />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Rock RMS' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Rock RMS?' });
    expect(dialog.textContent).toContain('Every call made with this key is refused from now on');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' })));
    expect(fake.variablesOf('RevokeApiKey')).toEqual([
      { organizationPrefixedId: 'org_1', apiKeyPrefixedId: 'apk_1' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('admin-api-keys-list');
    await screen.findByText('The key Rock RMS was revoked.');
    expect(within(list()).queryByRole('button', { name: 'Revoke Rock RMS' })).toBeNull();
  });

  it('revokes nothing when the dialog is cancelled', async () => {
    render(<ApiKeys />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Rock RMS' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Rock RMS?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.variablesOf('RevokeApiKey')).toEqual([]);
  });
});
