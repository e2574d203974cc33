/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { ComponentType } from 'react';
import Dashboard from './dashboard/Dashboard';
import ForgotPassword from './accounts/ForgotPassword';
import Login from './accounts/Login';
import PaymentMethods from './payment-methods/PaymentMethods';
import Profile from './profile/Profile';
import ProfileEdit from './profile/ProfileEdit';
import Pledges from './pledges/Pledges';
import RecurringGifts from './recurring-gifts/RecurringGifts';
import Register from './accounts/Register';
import ResetPassword from './accounts/ResetPassword';
import Transactions from './transactions/Transactions';

withTestApiClient();

afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('portal screens', () => {
  it.each<[ComponentType, string, string]>([
    [Dashboard, 'Dashboard', 'Panel'],
    [Transactions, 'Transactions', 'Transacciones'],
    [PaymentMethods, 'Payment methods', 'Métodos de pago'],
    [RecurringGifts, 'Recurring gifts', 'Donaciones recurrentes'],
    [Pledges, 'Pledges', 'Promesas'],
    [Profile, 'Profile', 'Perfil'],
    [ProfileEdit, 'Edit profile', 'Editar perfil'],
    [Login, 'Sign in', 'Iniciar sesión'],
    [Register, 'Register', 'Registrarse'],
    [ForgotPassword, 'Forgot password', 'Olvidé mi contraseña'],
    [ResetPassword, 'Reset password', 'Restablecer contraseña'],
  ])('%p is titled %p, in Spanish %p', async (Screen, english, spanish) => {
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(english);
    await act(() => testStore().getState().setLocale('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(spanish);
  });
});

// The donor layout's tests are in src/layout/DonorLayout.test.tsx.
