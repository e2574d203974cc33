/** @jest-environment ./jest.jsdom-environment.js */
import { testRouter, testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import Login from './Login';

const requestSignInCode = jest.fn();
const verifySignInCode = jest.fn();
withTestApiClient({ requestSignInCode, verifySignInCode });
const sendCode = jest.mocked(requestSignInCode);
const checkCode = jest.mocked(verifySignInCode);
const goTo = jest.fn<Promise<boolean>, [string, { replace?: boolean }?]>();

const SENT = 'If an account exists for ana@example.com, we sent a code. It expires in 10 minutes.';
const refused = (message: string) => ({
  ok: false as const,
  status: 422,
  message,
  errors: { code: [message] },
});

beforeEach(() => {
  sendCode.mockReset().mockResolvedValue({ ok: true, status: 202, message: SENT });
  checkCode.mockReset();
  goTo.mockReset().mockResolvedValue(true);
  testRouter().navigate = goTo;
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
  localStorage.clear();
});

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** From the password form to the code field, with `email` typed in the password form first. */
async function askForCode(email = 'ana@example.com') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(email);
  fireEvent.click(screen.getByRole('button', { name: 'Email me the code' }));
  return screen.findByLabelText('Sign-in code');
}

describe('Login with an emailed code', () => {
  it('sends the prefilled email, says the server’s message, focuses a one-time-code field and signs in to p', async () => {
    testStore().setState({ path: '/login?p=%2Ftransactions' });
    checkCode.mockResolvedValue({ ok: true, status: 200, message: null });
    render(<Login />);
    const field = await askForCode();
    expect(sendCode).toHaveBeenCalledWith('ana@example.com');
    expect(screen.getByRole('status').textContent).toBe(SENT);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('pattern')).toBe('[0-9]{6}');
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/transactions'));
    expect(checkCode).toHaveBeenCalledWith({ email: 'ana@example.com', code: '123456' }, false);
  });

  it('checks the six digits before calling the server', async () => {
    render(<Login />);
    const field = await askForCode();
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toContain('This is a required field');
    expect(checkCode).not.toHaveBeenCalled();
  });

  it('puts a refused code’s message on the field, focuses it, and requests a new code', async () => {
    checkCode.mockResolvedValue(refused('This code no longer works. Request a new code.'));
    render(<Login />);
    const field = await askForCode();
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(field)).toContain('This code no longer works. Request a new code.');
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole('button', { name: 'Request a new code' }));
    await waitFor(() => expect(sendCode).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SENT));
    expect(screen.getByLabelText('Sign-in code').getAttribute('aria-invalid')).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('goes back to the password form', async () => {
    render(<Login />);
    await askForCode();
    fireEvent.click(screen.getByRole('button', { name: 'Use my password instead' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
  });

  it('speaks Spanish', async () => {
    render(<Login />);
    await act(() => testStore().getState().setLocale('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme un código de acceso' }));
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el código' }));
    const field = await screen.findByLabelText('Código de acceso');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar mi contraseña' })).toBeTruthy();
    checkCode.mockResolvedValue(refused('Este código ya no funciona. Solicita un código nuevo.'));
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('button', { name: 'Solicitar un código nuevo' })).toBeTruthy();
  });

  it('says a limit above the form', async () => {
    sendCode.mockResolvedValue({
      ok: false,
      status: 429,
      message: 'Too many attempts. Please try again in 42 seconds.',
      errors: {},
    });
    render(<Login />);
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me the code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
  });
});
