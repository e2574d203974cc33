/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { AdminCampaignsDocument } from '@halo/shared/graphql/admin-campaigns';
import { adminGivingPage, consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import EmbedCode from '../screens/EmbedCode';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const funds = [
  ...adminGivingPage().funds,
  {
    prefixedId: 'fund_m',
    name: 'Missions',
    isDefault: false,
    isOnlineGivingVisible: true,
    isEnabled: true,
    position: 1,
  },
  {
    prefixedId: 'fund_h',
    name: 'Hidden',
    isDefault: false,
    isOnlineGivingVisible: false,
    isEnabled: true,
    position: 2,
  },
];
beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/embed-code',
  });
  fakeGraphql.mockReset();
  fakeGraphql.mockImplementation((document: unknown) =>
    document === AdminGivingPageDocument
      ? Promise.resolve({
          adminGivingPage: adminGivingPage({ funds, allowedWebsites: ['https://grace.example.org'] }),
        })
      : Promise.reject(new Error('unexpected')),
  );
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const code = () => screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
const origin = window.location.origin;

describe('Embed code', () => {
  it('shows the script and element for the church, and the websites it may go on', async () => {
    render(<EmbedCode />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Embed code');
    expect(await screen.findByRole('textbox', { name: 'Embed code' })).toBeTruthy();
    expect(code().value).toBe(
      `<script src="${origin}/halo-give.js" defer></script>\n<halo-give org="${testOrganization.subdomain}"></halo-give>`,
    );
    expect(code().readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Allowed websites' }).getAttribute('href')).toBe(
      '/admin/websites',
    );
    expect(screen.getByText('https://grace.example.org')).toBeTruthy();
    expect(document.head.querySelector(`script[src="${origin}/halo-give.js"]`)).toBeTruthy();
  });

  it('writes the chosen options into the code and the preview element', async () => {
    render(<EmbedCode />);
    const fund = await screen.findByRole('combobox', { name: 'Fund' });
    expect(
      within(fund)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The default fund', 'General Fund', 'Missions']);
    fireEvent.change(fund, { target: { value: 'Missions' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Suggested amount (USD, optional)' }), {
      target: { value: '25.50' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Frequency' }), { target: { value: 'monthly' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Form language' }), { target: { value: 'es' } });
    const attributes = `org="${testOrganization.subdomain}" fund="Missions" amount="25.50" frequency="monthly" locale="es"`;
    expect(code().value).toContain(`<halo-give ${attributes}></halo-give>`);
    const element = document.querySelector('halo-give');
    expect(element?.getAttribute('fund')).toBe('Missions');
    expect(element?.getAttribute('frequency')).toBe('monthly');
  });

  it('marks an amount the element would refuse and leaves it out', async () => {
    render(<EmbedCode />);
    const amount = await screen.findByRole('textbox', { name: 'Suggested amount (USD, optional)' });
    fireEvent.change(amount, { target: { value: '12.345' } });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount such as 50 or 25.50.')).toBeTruthy();
    expect(code().value).not.toContain('amount=');
  });

  it('copies the code and says so, or selects it when there is no clipboard', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<EmbedCode />);
    await screen.findByRole('textbox', { name: 'Embed code' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(code().value);
    expect(screen.getByRole('status').textContent).toBe('Copied.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByRole('status').textContent).toContain('The code is selected');
    expect(document.activeElement).toBe(code());
    expect(code().selectionEnd - code().selectionStart).toBe(code().value.length);
  });

  it('offers a snippet and a link that give through an open campaign', async () => {
    const open = {
      prefixedId: 'cmp_roof',
      name: 'New Roof',
      slug: 'new-roof',
      givingState: 'open',
      link: 'http://demo.localhost:8080/?campaign=new-roof',
    };
    fakeGraphql.mockImplementation((document: unknown) =>
      document === AdminGivingPageDocument
        ? Promise.resolve({ adminGivingPage: adminGivingPage({ funds }) })
        : document === AdminCampaignsDocument
          ? Promise.resolve({
              adminCampaigns: [open, { ...open, slug: 'old', name: 'Old', givingState: 'ended' }],
            })
          : Promise.reject(new Error('unexpected')),
    );
    render(<EmbedCode />);
    const campaign = (await screen.findByRole('combobox', { name: 'Campaign' })) as HTMLSelectElement;
    expect(Array.from(campaign.options).map((option) => option.text)).toEqual([
      'None: the ordinary form',
      'New Roof',
    ]);
    fireEvent.change(campaign, { target: { value: 'new-roof' } });
    expect(code().value).toContain(
      `<halo-give org="${testOrganization.subdomain}" campaign="new-roof"></halo-give>`,
    );
    expect(screen.getByRole('link', { name: open.link }).getAttribute('href')).toBe(open.link);
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<EmbedCode />);
    expect(await screen.findByRole('button', { name: 'Copiar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Código para insertar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vista previa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sitios web permitidos' })).toBeTruthy();
  });
});
