/** @jest-environment ./jest.jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import { haloStore } from 'halo_shared/store';
import type { ComponentType } from 'react';
import Dashboard from './Dashboard';
import DonorLayout, { isCurrentSection } from './DonorLayout';
import ForgotPassword from './ForgotPassword';
import Login from './Login';
import PaymentMethods from './PaymentMethods';
import Profile from './Profile';
import ProfileEdit from './ProfileEdit';
import RecurringGifts from './RecurringGifts';
import Register from './Register';
import ResetPassword from './ResetPassword';
import Transactions from './Transactions';

const initial = haloStore.getState();
afterEach(() => {
  act(() => haloStore.getState().setLocale('en'));
  haloStore.setState(initial, true);
});

describe('portal screens', () => {
  it.each<[ComponentType, string, string]>([
    [Dashboard, 'Dashboard', 'Panel'],
    [Transactions, 'Transactions', 'Transacciones'],
    [PaymentMethods, 'Payment methods', 'Métodos de pago'],
    [RecurringGifts, 'Recurring gifts', 'Donaciones recurrentes'],
    [Profile, 'Profile', 'Perfil'],
    [ProfileEdit, 'Edit profile', 'Editar perfil'],
    [Login, 'Sign in', 'Iniciar sesión'],
    [Register, 'Register', 'Registrarse'],
    [ForgotPassword, 'Forgot password', 'Olvidé mi contraseña'],
    [ResetPassword, 'Reset password', 'Restablecer contraseña'],
  ])('%p is titled %p, in Spanish %p', (Screen, english, spanish) => {
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(english);
    act(() => haloStore.getState().setLocale('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(spanish);
  });
});

describe('DonorLayout', () => {
  it('has labelled navigation marking the current section, around its screen', () => {
    haloStore.setState({ path: '/profile/edit' });
    render(
      <DonorLayout>
        <ProfileEdit />
      </DonorLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Donor portal' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Profile');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Make another donation' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit profile');
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
