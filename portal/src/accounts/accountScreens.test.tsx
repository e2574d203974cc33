/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import Login from './Login';
import Register from './Register';
import ResetPassword from './ResetPassword';

withTestApiClient();

afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
  localStorage.clear();
  document.getElementById('halo-config')?.remove();
});

function setRuntimeConfig(config: object) {
  const script = document.createElement('script');
  script.id = 'halo-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

describe('Login', () => {
  it('has labelled fields, remember me, and the forgot-password and new-donor links; no Google without settings', () => {
    render(<Login />);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('offers Google when the runtime config says it is configured', () => {
    setRuntimeConfig({ googleSignIn: true });
    render(<Login />);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });

  it('shows the persisted login notice (docs/PRODUCT.md §4)', () => {
    localStorage.setItem('loginNotice', 'Please Log In to view this page');
    render(<Login />);
    expect(screen.getByRole('status').textContent).toBe('Please Log In to view this page');
  });

  it('puts the docs/PRODUCT.md §5 messages next to the fields without calling the server', () => {
    render(<Login />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This is a required field',
    );
  });
});

describe('Register', () => {
  it('checks the passwords match, in Spanish too', async () => {
    render(<Register />);
    await act(() => testStore().getState().setLocale('es'));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'López' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'other horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const confirmation = screen.getByLabelText('Confirmar contraseña');
    expect(document.getElementById(confirmation.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Las contraseñas deben coincidir',
    );
  });
});

describe('ResetPassword', () => {
  it('is “create your account” in set mode (an account made with a gift)', () => {
    testStore().setState({ path: '/reset-password/t0k?mode=set' });
    render(<ResetPassword params={{ token: 't0k' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect(screen.getByText('Set a password to manage your recurring gifts and personal data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeTruthy();
  });
});
