/** @jest-environment ./jest.jsdom-environment.js */
import { testRouter, testStore } from '@halo/testkit/runtime/testPage';
import { act, screen, waitFor } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import SignInLink from './SignInLink';

const verifySignInCode = jest.fn();
withTestApiClient({ verifySignInCode });
const checkLink = jest.mocked(verifySignInCode);
const goTo = jest.fn<Promise<boolean>, [string, { replace?: boolean }?]>();

beforeEach(() => {
  checkLink.mockReset();
  goTo.mockReset().mockResolvedValue(true);
  testRouter().navigate = goTo;
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('SignInLink', () => {
  it('posts the token at once and lands on the dashboard', async () => {
    checkLink.mockResolvedValue({ ok: true, status: 200, message: null });
    render(<SignInLink params={{ token: 'tok' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dashboard', { replace: true }));
    expect(checkLink).toHaveBeenCalledWith({ token: 'tok' });
  });

  it('shows why a spent link fails, with the way to the sign-in screen, in Spanish', async () => {
    const spent = 'Este enlace de acceso ya no funciona. Solicita un código nuevo.';
    checkLink.mockResolvedValue({ ok: false, status: 422, message: spent, errors: { token: [spent] } });
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<SignInLink params={{ token: 'tok' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe(spent);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Iniciar sesión');
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(goTo).not.toHaveBeenCalled();
  });
});
