/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import AdminLayout from '../screens/AdminLayout';

const logout = jest.fn();
withTestApiClient({ logout });

afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

function renderLayout(abilities: string[], path = '/admin', isHaloAdmin = false) {
  testStore().setState({ organization: testOrganization, user: consoleUser(abilities, isHaloAdmin), path });
  return render(
    <AdminLayout>
      <h1>Section</h1>
    </AdminLayout>,
  );
}

function links(label = 'Console') {
  const nav = screen.getByRole('navigation', { name: label });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('AdminLayout', () => {
  it('links every section for an administrator with every ability, named as the headings', () => {
    renderLayout([
      'manage-giving',
      'view-gifts',
      'refund-gifts',
      'record-gifts',
      'send-statements',
      'manage-team',
    ]);
    expect(links()).toEqual([
      ['Overview', '/admin'],
      ['Giving page', '/admin/giving-page'],
      ['Funds', '/admin/funds'],
      ['Allowed websites', '/admin/websites'],
      ['Embed code', '/admin/embed-code'],
      ['Campaigns', '/admin/campaigns'],
      ['Payments', '/admin/payments'],
      ['Webhooks', '/admin/webhooks'],
      ['API keys', '/admin/api-keys'],
      ['Gifts', '/admin/gifts'],
      ['Donors', '/admin/donors'],
      ['Reports', '/admin/reports'],
      ['Batches', '/admin/batches'],
      ['Deposits', '/admin/deposits'],
      ['Import', '/admin/import'],
      ['Letter templates', '/admin/letter-templates'],
      ['Team', '/admin/team'],
      ['Security', '/admin/security'],
    ]);
  });

  it('links every section for a Halo administrator', () => {
    renderLayout([], '/admin', true);
    expect(links()).toHaveLength(18);
  });

  it.each([
    [
      ['manage-giving'],
      [
        'Overview',
        'Giving page',
        'Funds',
        'Allowed websites',
        'Embed code',
        'Campaigns',
        'Payments',
        'Webhooks',
        'API keys',
        'Security',
      ],
    ],
    [['view-gifts'], ['Overview', 'Gifts', 'Donors', 'Reports', 'Deposits', 'Security']],
    [['record-gifts'], ['Overview', 'Donors', 'Batches', 'Import', 'Security']],
    [['manage-team'], ['Overview', 'Team', 'Security']],
    [['send-statements'], ['Overview', 'Letter templates', 'Security']],
  ])('links only the sections %j opens', (abilities, names) => {
    renderLayout(abilities);
    expect(links().map(([name]) => name)).toEqual(names);
  });

  it('marks the current section', () => {
    renderLayout(['manage-giving'], '/admin/websites');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Allowed websites');
  });

  it("names the church, links back to the user's giving and signs out", () => {
    renderLayout(['manage-team']);
    expect(screen.getByText('Grace Community Church console')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My giving' }).getAttribute('href')).toBe('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('switches to Spanish', async () => {
    renderLayout(['manage-giving'], '/admin/funds');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    expect(await screen.findByRole('link', { name: 'Mis donaciones' })).toBeTruthy();
    expect(links('Consola').map(([name]) => name)).toEqual([
      'Resumen',
      'Página de donaciones',
      'Fondos',
      'Sitios web permitidos',
      'Código para insertar',
      'Campañas',
      'Pagos',
      'Webhooks',
      'Claves de API',
      'Seguridad',
    ]);
  });
});
