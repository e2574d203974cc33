/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import type { Organization } from '@halo/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { ReactNode } from 'react';
import { createGuardStatus, type GuardStatusStore } from '../navigation/guardStatus';
import type { RouteName } from '../navigation/routes';
import { MaintenanceScreen } from './MaintenanceScreen';
import { NotFoundScreen } from './NotFoundScreen';
import type { ScreenProps, ScreenRegistry } from './screens';
import { Shell } from './Shell';

withTestApiClient();

const grace: Organization = {
  prefixedId: 'org_1',
  subdomain: 'demo',
  name: 'Grace Community Church',
  displayName: 'Grace Community Church',
  logoUrl: null,
  availableModules: [],
  onlineGiving: {
    logoUrl: null,
    brandColor: null,
    message: null,
    currency: 'USD',
    fixedAmounts: [2500],
    minAmount: 100,
    maxAmount: 2500000,
    fee: { percentBps: 290, fixedCents: 30 },
    processor: { mode: 'sandbox', publishableKey: null, stripeAccount: null },
    timeZone: 'America/Chicago',
    funds: [],
  },
  isStripeConnected: false,
  contact: null,
};

const stub = (text: string) =>
  function StubScreen() {
    return <h1>{text}</h1>;
  };

const registry: ScreenRegistry = {
  screens: {
    notFound: NotFoundScreen,
    maintenance: MaintenanceScreen,
    home: stub('Giving page'),
    kiosk: stub('Kiosk page'),
    login: stub('Sign in screen'),
    register: stub('Register screen'),
    forgotPassword: stub('Forgot screen'),
    resetPassword: ({ params }: ScreenProps) => <h1>Reset {params.token}</h1>,
    dashboard: stub('Dashboard screen'),
    transactions: stub('Transactions screen'),
    paymentMethods: stub('Payment methods screen'),
    recurringGifts: stub('Recurring screen'),
    pledges: stub('Pledges screen'),
    profile: stub('Profile screen'),
    profileEdit: stub('Profile edit screen'),
    verifyEmail: stub('Verify email screen'),
    signInLink: stub('Sign-in link screen'),
    manageRecurringGift: stub('Manage recurring gift screen'),
    confirmGift: stub('Confirm gift screen'),
    accessibility: stub('Accessibility statement screen'),
    verifyAccount: stub('Verify account screen'),
    adminOverview: stub('Console overview screen'),
    adminGivingPage: stub('Console giving page screen'),
    adminFunds: stub('Console funds screen'),
    adminWebsites: stub('Console websites screen'),
    adminEmbedCode: stub('Console embed code screen'),
    adminCampaigns: stub('Console campaigns screen'),
    adminPayments: stub('Console payments screen'),
    adminWebhooks: stub('Console webhooks screen'),
    adminApiKeys: stub('Console API keys screen'),
    adminGifts: stub('Console gifts screen'),
    adminDonors: stub('Console donors screen'),
    adminReports: stub('Console reports screen'),
    adminBatches: stub('Console batches screen'),
    adminDeposits: stub('Console deposits screen'),
    adminImport: stub('Console import screen'),
    adminLetterTemplates: stub('Console letter templates screen'),
    adminTeam: stub('Console team screen'),
    adminSecurity: stub('Console security screen'),
  } satisfies Record<RouteName, unknown>,
  DonorLayout: ({ children }: { children?: ReactNode }) => <div data-testid="donor-layout">{children}</div>,
  AdminLayout: ({ children }: { children?: ReactNode }) => <div data-testid="admin-layout">{children}</div>,
  favicons: { giving: '/giving.svg', portal: '/portal.svg' },
};

/** The shell at `path`, as the router leaves it once the guard approved that path. */
function renderShell(path: string, guardStatus: GuardStatusStore = createGuardStatus()) {
  testStore().setState({ path });
  guardStatus.setState({ approvedPath: path, failure: null });
  const onError = jest.fn();
  return { ...render(<Shell registry={registry} guardStatus={guardStatus} onError={onError} />), onError };
}

afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
  localStorage.clear();
  document.title = '';
  document.head.replaceChildren();
});

describe('Shell', () => {
  it("shows the church's name in the header and credits the provider in the footer", () => {
    testStore().getState().setOrganization(grace);
    renderShell('/');
    expect(screen.getByRole('banner').textContent).toContain('Grace Community Church');
    expect(screen.queryByRole('img', { name: 'Halo Give' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Powered by Halo Give');
    expect(within(footer).getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe(
      '/accessibility',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Giving page');
    expect(document.title).toBe('Online Giving - Grace Community Church | Halo Donor');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/giving.svg');
  });

  it("shows the church's logo when it has one", () => {
    testStore()
      .getState()
      .setOrganization({ ...grace, logoUrl: 'https://cdn.example/grace.png' });
    renderShell('/');
    expect(screen.getByRole('banner').querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/grace.png',
    );
  });

  it('shows the product logo and the 404 text when no church is registered for the host', () => {
    testStore().getState().setOrganization(null);
    renderShell('/404');
    expect(screen.getByRole('img', { name: 'Halo Give' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Page not found: no church is registered for this URL',
    );
    expect(document.title).toBe('Page not found | Halo Donor');
  });

  it('switches to Spanish from the labelled language select, once the Spanish strings are in', async () => {
    testStore().getState().setOrganization(null);
    renderShell('/404');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    // Until the Spanish chunk is in, the page stays wholly English (no keys, no half-translated frame).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Page not found: no church is registered for this URL',
    );
    await screen.findByRole('combobox', { name: 'Idioma' });
    expect(testStore().getState().locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('user-locale')).toBe('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Página no encontrada: ninguna iglesia está registrada para esta dirección',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Con la tecnología de Halo Give');
    expect(within(footer).getByRole('link', { name: 'Accesibilidad' }).getAttribute('href')).toBe(
      '/accessibility',
    );
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    expect(document.title).toBe('Página no encontrada | Halo Donor');
  });

  it('links nowhere off the lobby kiosk: the church’s name is text, the footer has no link', async () => {
    testStore()
      .getState()
      .setOrganization({ ...grace, logoUrl: 'https://cdn.example/grace.png' });
    renderShell('/kiosk');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kiosk page');
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Grace Community Church');
    expect(banner.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/grace.png');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toBe('Powered by Halo Give');
    // Only the skip link is left, and it moves within the page.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#main']);
    expect(document.querySelectorAll('a:not([href])')).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    await screen.findByRole('combobox', { name: 'Idioma' });
    expect(screen.getByRole('contentinfo').textContent).toBe('Con la tecnología de Halo Give');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#main']);
  });

  it('shows the maintenance page', () => {
    renderShell('/maintenance');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page in maintenance');
  });

  it('wraps donor routes in the donor layout, with the portal favicon', () => {
    testStore().getState().setOrganization(grace);
    renderShell('/transactions?page=2');
    expect(screen.getByTestId('donor-layout').textContent).toBe('Transactions screen');
    expect(document.title).toBe('Transactions | Halo Donor');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/portal.svg');
  });

  it("wraps console routes in the console's layout, which has its own header", () => {
    testStore().getState().setOrganization(grace);
    renderShell('/admin/websites');
    expect(screen.getByTestId('admin-layout').textContent).toBe('Console websites screen');
    expect(document.title).toBe('Allowed websites | Halo Donor');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('passes route parameters to the screen', () => {
    renderShell('/reset-password/t0k3n');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset t0k3n');
  });

  it('shows a loading state, not the route, until the guard approved the path', () => {
    const guardStatus = createGuardStatus();
    testStore().setState({ path: '/dashboard' });
    render(<Shell registry={registry} guardStatus={guardStatus} onError={jest.fn()} />);
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Loading…');
    act(() => guardStatus.setState({ approvedPath: '/dashboard' }));
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('says the server cannot be reached when the guard could not load the church', () => {
    const guardStatus = createGuardStatus();
    testStore().setState({ path: '/' });
    guardStatus.setState({ approvedPath: '/', failure: new Error('offline') });
    render(<Shell registry={registry} guardStatus={guardStatus} onError={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(
      "There's a problem when trying to reach the server",
    );
  });

  it('shows a progress bar while requests are pending', () => {
    renderShell('/maintenance');
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => testStore().getState().beginRequest());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    act(() => testStore().getState().endRequest());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows flash messages and closes them on click', () => {
    renderShell('/maintenance');
    act(() => testStore().getState().showFlash('Copied!'));
    fireEvent.click(screen.getByText('Copied!'));
    expect(testStore().getState().flash.open).toBe(false);
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('shows an error and reports it when a screen fails', () => {
    const failing: ScreenRegistry = {
      ...registry,
      screens: {
        ...registry.screens,
        login: () => {
          throw new Error('render failed');
        },
      },
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    testStore().setState({ path: '/login' });
    const guardStatus = createGuardStatus();
    guardStatus.setState({ approvedPath: '/login' });
    render(<Shell registry={failing} guardStatus={guardStatus} onError={onError} />);
    spy.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });
});
