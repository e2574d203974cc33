/** @jest-environment ./jest.jsdom-environment.js */
// The console's lobby kiosks (docs/PRODUCT.md §20) on the Embed code page: the list as the API answers
// it, "Start kiosk" (a refused name stays beside the field; a started kiosk opens /kiosk) and "Turn
// off" asked first, in English and Spanish.
import type { KioskDevice } from '@halo/domain';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useCatalogues } from 'halo_shared/i18n';
import { KioskDevicesPanel } from './KioskDevicesPanel';
import { kioskMessages } from './kioskMessages';

const postJson = jest.fn();
withTestApiClient({ postJson });

const device = (prefixedId: string, name: string, change: Partial<KioskDevice> = {}): KioskDevice => ({
  prefixed_id: prefixedId,
  name,
  started_at: '2026-03-01T15:00:00Z',
  started_by: 'admin@example.com',
  last_used_at: null,
  expires_at: '2026-03-31T15:00:00Z',
  revoked_at: null,
  state: 'active',
  ...change,
});
const LOBBY = device('kio_1', 'Lobby tablet', { last_used_at: '2026-03-02T15:00:00Z' });
const OLD = device('kio_0', 'Old kiosk', {
  started_by: null,
  revoked_at: '2026-02-01T15:00:00Z',
  state: 'revoked',
});

function Panel() {
  useCatalogues(kioskMessages);
  return <KioskDevicesPanel />;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  testStore().setState({
    organization: {
      ...testOrganization,
      onlineGiving: { ...testOrganization.onlineGiving, timeZone: 'America/Chicago' },
    },
    user: consoleUser(['manage-giving']),
    path: '/admin/embed-code',
  });
  fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => json(200, { data: [LOBBY, OLD] }));
  postJson.mockReset();
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => void testStore().getState().setLocale('en'));
});

describe('lobby kiosks in the console', () => {
  it('lists the kiosks: started by whom, last used, until when, or how each ended', async () => {
    render(<Panel />);
    await screen.findByText('Lobby tablet');
    const [lobby, old] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lobby?.textContent).toMatch(/Started Mar 1, 2026, 9:00\s?AM by admin@example\.com/);
    expect(lobby?.textContent).toMatch(/Last used Mar 2, 2026/);
    expect(lobby?.textContent).toMatch(/Works until Mar 31, 2026/);
    expect(old?.textContent).toContain('Not used yet');
    expect(old?.textContent).toContain('Turned off Feb 1, 2026');
    expect(within(old!).queryByRole('button')).toBeNull();
  });

  it('keeps a refused name beside its field', async () => {
    postJson.mockResolvedValue(
      json(422, { message: 'invalid', errors: { name: ['This is a required field'] } }),
    );
    render(<Panel />);
    await screen.findByText('Lobby tablet');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start kiosk' })));
    expect(postJson).toHaveBeenCalledWith('/api/admin/kiosk-devices', { name: '' });
    const field = screen.getByRole('textbox', { name: 'Kiosk name' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is a required field')).toBeTruthy();
  });

  it('turns a kiosk off after asking, and says so', async () => {
    postJson.mockResolvedValue(
      json(200, { device: { ...LOBBY, state: 'revoked', revoked_at: '2026-03-03T15:00:00Z' } }),
    );
    render(<Panel />);
    await screen.findByText('Lobby tablet');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off Lobby tablet' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off Lobby tablet?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' })));
    expect(postJson).toHaveBeenCalledWith('/api/admin/kiosk-devices/kio_1/revoke', {});
    expect(screen.getByRole('status').textContent).toBe('Lobby tablet is turned off.');
    expect(screen.queryByRole('button', { name: 'Turn off Lobby tablet' })).toBeNull();
  });

  it('reads in Spanish', async () => {
    act(() => void testStore().getState().setLocale('es'));
    await renderLoaded(<Panel />);
    await screen.findByText('Lobby tablet');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Quiosco de donaciones');
    expect(screen.getByRole('button', { name: 'Iniciar quiosco' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apagar Lobby tablet' })).toBeTruthy();
  });
});
