/** @jest-environment ./jest.jsdom-environment.js */
import { testRouter, testStore } from '@halo/testkit/runtime/testPage';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import GivingPage, { loginPath, recurringParameter } from './GivingPage';
import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { meResponse } from '@halo/testkit/api/apiResponses';

// `/` is a guest route: the page asks for the signed-in donor itself, after it has shown.
const loadCurrentUser = jest.fn(async () => undefined);
withTestApiClient({ loadCurrentUser });

describe('GivingPage (hosted)', () => {
  afterEach(() => {
    cleanup();
    testStore().getState().setLocale('en');
    testRouter().setGuard(null);
  });

  it('shows a loading state until the church is known', () => {
    render(<GivingPage />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
  });

  it("is titled after the church's name, in the chosen language", async () => {
    testStore().getState().setOrganization(testOrganization);
    render(<GivingPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Online Giving - Grace Community Church',
    );
    await act(() => testStore().getState().setLocale('es'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Donaciones en línea - Grace Community Church',
    );
  });

  it('starts with what the link asks for: amount, fund, schedule and memo', async () => {
    testStore().getState().setOrganization(testOrganization);
    testStore()
      .getState()
      .recordNavigation('/?amount=75&fund=Building%20Fund&frequency=quarterly&memo=Roof', {
        replace: true,
      });
    render(<GivingPage />);
    expect(screen.getByRole('radio', { name: 'Other amount' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('75.00');
    expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe('fund_building');
    expect(screen.getByRole('radio', { name: 'Recurring' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('Donation note (optional)') as HTMLTextAreaElement).value).toBe('Roof');
  });

  it('keeps the choices made before the signed-in donor is known, and then takes in their name', async () => {
    testStore().getState().setOrganization(testOrganization);
    let donorKnown = () => {};
    loadCurrentUser.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          donorKnown = () => {
            testStore()
              .getState()
              .setUser(meResponse.data.me as never);
            resolve(undefined);
          };
        }),
    );
    render(<GivingPage />);
    fireEvent.click(screen.getByRole('radio', { name: '$100.00' }));
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Ruiz-Soto' } });
    await act(async () => donorKnown());

    expect(await screen.findByRole('link', { name: 'Go to donor portal' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '$100.00' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Ruiz-Soto');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('donor@example.com');
  });

  it('says so when no church is registered', () => {
    testStore().getState().setOrganization(null);
    render(<GivingPage />);
    expect(screen.getByRole('alert').textContent).toBe('Online giving is not available for this church.');
  });

  it('asks before an in-app navigation away from a half-filled form, around the host guard', async () => {
    const hostGuard = jest.fn(() => undefined);
    testRouter().setGuard(hostGuard);
    testStore().getState().setOrganization(testOrganization);
    const { unmount } = render(<GivingPage />);
    expect(testRouter().guard()).not.toBe(hostGuard);

    // Nothing typed: the host's guard decides alone.
    await act(() => testRouter().navigate('/transactions'));
    expect(hostGuard).toHaveBeenCalledWith('/transactions', '/');
    await act(() => testRouter().navigate('/'));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    await act(() => testRouter().navigate('/login'));
    expect(window.location.pathname).toBe('/');
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('If you leave now, your donation will not be saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');

    await act(() => testRouter().navigate('/login'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      await Promise.resolve();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(window.location.pathname).toBe('/login');

    unmount();
    expect(testRouter().guard()).toBe(hostGuard);
  });
});

describe('recurringParameter', () => {
  it('reads the recurring gift to change from the query string', () => {
    expect(recurringParameter('/?recurring=rg_1')).toBe('rg_1');
    expect(recurringParameter('/preview?x=1&recurring=rg_2')).toBe('rg_2');
    expect(recurringParameter('/?recurring=')).toBeNull();
    expect(recurringParameter('/')).toBeNull();
  });
});

describe('loginPath', () => {
  it.each([
    ['', '/login'],
    ['?p=%2Ftransactions', '/login?p=%2Ftransactions'],
    ['?p=%2Frecurring-gifts%3Fpage%3D2', '/login?p=%2Frecurring-gifts%3Fpage%3D2'],
    ['?p=%2F%2Fevil.example', '/login'],
    ['?p=https%3A%2F%2Fevil.example', '/login'],
  ])('carries the 419 return path %j on to sign-in as %s', (search, expected) => {
    expect(loginPath(search)).toBe(expected);
  });
});
