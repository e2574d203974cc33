/** @jest-environment ./jest.jsdom-environment.js */
import { testRouter, testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import DonorLayout, { isCurrentSection } from './DonorLayout';
import { testOrganization, testUser } from '@halo/testkit/portal/portalTestData';

const graphql = jest.fn();
const logout = jest.fn();
withTestApiClient({ graphql, logout });
const navigate = jest.fn();
const fakeGraphql = graphql as jest.Mock;

beforeEach(() => {
  testStore().setState({ organization: testOrganization, user: testUser, path: '/transactions' });
  fakeGraphql.mockReset();
  navigate.mockReset();
  testRouter().navigate = navigate;
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

function renderLayout() {
  return render(
    <DonorLayout>
      <h1>Screen</h1>
    </DonorLayout>,
  );
}

describe('DonorLayout', () => {
  it('has the docs/PRODUCT.md §2 navigation, marking the current section, and "make another donation"', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Donor portal' });
    expect(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/dashboard'],
      ['Transactions', '/transactions'],
      ['Payment methods', '/payment-methods'],
      ['Recurring gifts', '/recurring-gifts'],
      ['Pledges', '/pledges'],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Transactions');
    fireEvent.click(screen.getByRole('button', { name: 'Make another donation' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('searches transactions from the header', () => {
    renderLayout();
    const search = screen.getByRole('search', { name: 'Search transactions' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search transactions' }), {
      target: { value: 'building fund' },
    });
    fireEvent.submit(search);
    expect(navigate).toHaveBeenCalledWith('/transactions?search=building+fund');
  });

  it('has a user menu: signed in as, the profile link, sign out', () => {
    renderLayout();
    const button = screen.getByRole('button', { name: 'Ana Ruiz' });
    expect(screen.queryByText('Signed in as donor@example.com')).toBeNull();
    fireEvent.click(button);
    expect(screen.getByText('Signed in as donor@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('lists recent activity under notifications, loaded when opened', async () => {
    fakeGraphql.mockResolvedValue({
      RecentActivity: [
        {
          type: 'contribution_succeeded',
          description: 'You gave $50.00 to General Fund.',
          date: '2026-03-15T15:00:00Z',
          amount: 5000,
          contributionPrefixedId: 'con_1',
          status: 'succeeded',
          fundAccountNames: ['General Fund'],
          fundParts: [{ name: 'General Fund', amount: 5000 }],
        },
      ],
    });
    renderLayout();
    expect(fakeGraphql).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByText('You gave $50.00 to General Fund.');
    expect(fakeGraphql.mock.calls[0]?.[1]).toEqual({ organizationPrefixedId: 'org_1' });
  });

  it('says so when the activity cannot be loaded', async () => {
    fakeGraphql.mockRejectedValue(new Error('down'));
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong, please try again.',
    );
  });

  it('opens and closes the mobile menu, which shows the donor; Escape closes it and returns focus', async () => {
    renderLayout();
    // jsdom applies the layout's CSS but not its media queries, so the narrow-screen button counts as hidden.
    const button = document.querySelector<HTMLButtonElement>(
      'button.portal-menu-button',
    ) as HTMLButtonElement;
    expect(button.textContent).toBe('Menu');
    const sidebar = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar?.textContent).toContain('Ana Ruiz');
    expect(sidebar?.textContent).toContain('donor@example.com');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar?.className).toContain('portal-sidebar--open');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Home'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('is in Spanish too', async () => {
    renderLayout();
    await act(() => testStore().getState().setLocale('es'));
    expect(screen.getByRole('navigation', { name: 'Portal del donante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hacer otra donación' })).toBeTruthy();
  });

  it.each([
    ['/profile', '/profile', true],
    ['/profile/edit?x=1', '/profile', true],
    ['/profiles', '/profile', false],
    ['/dashboard', '/transactions', false],
  ])('isCurrentSection(%p, %p) is %p', (path, to, expected) => {
    expect(isCurrentSection(path, to)).toBe(expected);
  });
});
