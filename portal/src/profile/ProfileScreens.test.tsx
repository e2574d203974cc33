/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import type { CurrentUser } from '@halo/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, graphqlRefusal, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { ProfileEditScreen } from './ProfileEditScreen';
import { ProfileScreen } from './ProfileScreen';
import { loadCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';

// What the exposed module loads before the screen renders.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), selfServiceMessages));

let fake: FakeGraphql;
const refreshCurrentUser = jest.fn(async () => null);
withTestApiClient({
  graphql: (...args: unknown[]) => (fake as unknown as (...a: unknown[]) => unknown)(...args),
  refreshCurrentUser: () => refreshCurrentUser(),
});

const user = {
  prefixedId: 'usr_1',
  email: 'donor@example.com',
  abilities: [],
  isHaloAdmin: false,
  emailVerifiedAt: '2026-01-01T00:00:00Z',
  tenant: null,
  person: {
    prefixedId: 'per_1',
    firstName: 'Dana',
    lastName: 'Donor',
    imageUrl: 'http://demo.localhost/api/files/profile-images/old.png',
    birthdate: null,
    anniversary: null,
    notes: null,
    contact: null,
  },
} as unknown as CurrentUser;

const realFetch = global.fetch;
beforeEach(() => {
  testStore().setState({ user, userStatus: 'loaded' });
  fake = createFakeGraphql();
  refreshCurrentUser.mockClear();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
  global.fetch = realFetch;
});

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('ProfileScreen', () => {
  it('shows name, email, image and the verified state, with a link to edit', () => {
    render(<ProfileScreen />);
    expect(screen.getByRole('img', { name: 'Profile image of Dana Donor' }).getAttribute('src')).toBe(
      'http://demo.localhost/api/files/profile-images/old.png',
    );
    expect(screen.getByText('donor@example.com')).toBeTruthy();
    expect(screen.getByText('Verified account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profile/edit');
  });

  it('offers verification to an unverified account, in Spanish', async () => {
    testStore().setState({ user: { ...user, emailVerifiedAt: null } as CurrentUser });
    render(<ProfileScreen />);
    await act(() => testStore().getState().setLocale('es'));
    expect(screen.getByText('Sin verificar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verifica tu correo electrónico' }).getAttribute('href')).toBe(
      '/verify-account',
    );
  });
});

describe('ProfileScreen with a pending email', () => {
  it('says a confirmation link was sent and which address still signs in (en and es)', async () => {
    testStore().setState({ user: { ...user, pendingEmail: 'new@example.com' } as CurrentUser });
    render(<ProfileScreen />);
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a confirmation link to new@example.com. Until you open it, you keep signing in with donor@example.com.',
    );
    await act(() => testStore().getState().setLocale('es'));
    expect(screen.getByRole('status').textContent).toBe(
      'Enviamos un enlace de confirmación a new@example.com. Hasta que lo abras, sigues iniciando sesión con donor@example.com.',
    );
  });
});

describe('ProfileEditScreen: the current password', () => {
  it('is a labelled password field with its hint, asked for a new email before calling the server', () => {
    render(<ProfileEditScreen />);
    const current = screen.getByLabelText('Current password');
    expect([current.getAttribute('type'), current.getAttribute('autocomplete')]).toEqual([
      'password',
      'current-password',
    ]);
    expect(describedBy(current)).toBe('Needed only to change your email or password.');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(current)).toBe(
      'Needed only to change your email or password. | This is a required field',
    );
    expect(fake.calls).toEqual([]);
  });

  it('is sent with a new password, and the server’s “incorrect” shows next to it (es)', async () => {
    fake.answer('SelfServiceUpdateDonor', () => {
      throw graphqlRefusal('Invalid', {
        category: 'validation',
        validation: { current_password: ['La contraseña actual es incorrecta.'] },
      });
    });
    render(<ProfileEditScreen />);
    await act(() => testStore().getState().setLocale('es'));
    fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Confirmar nueva contraseña'), {
      target: { value: 'correct horse' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'wrong secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() => expect(describedBy(current)).toContain('La contraseña actual es incorrecta.'));
    expect(fake.variablesOf('SelfServiceUpdateDonor')[0]).toMatchObject({
      password: 'correct horse',
      password_confirmation: 'correct horse',
      current_password: 'wrong secret',
    });
    expect((current as HTMLInputElement).value).toBe('wrong secret');
  });

  it('is not sent when only names change', async () => {
    fake.answer('SelfServiceUpdateDonor', () => ({ updateDonor: { prefixedId: 'per_1' } }));
    render(<ProfileEditScreen />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'typed anyway' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fake.variablesOf('SelfServiceUpdateDonor')).toHaveLength(1));
    expect(fake.variablesOf('SelfServiceUpdateDonor')[0]?.current_password).toBeUndefined();
  });

  it('tells a donor with a pending email under the email field', () => {
    testStore().setState({ user: { ...user, pendingEmail: 'new@example.com' } as CurrentUser });
    render(<ProfileEditScreen />);
    expect(describedBy(screen.getByLabelText('Email'))).toBe(
      'We sent a confirmation link to new@example.com. Until you open it, you keep signing in with donor@example.com.',
    );
  });
});

describe('ProfileEditScreen', () => {
  it('puts “Passwords must match” next to the confirmation and keeps what was typed, without calling the server', () => {
    render(<ProfileEditScreen readDimensions={async () => ({ width: 10, height: 10 })} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'other horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const confirmation = screen.getByLabelText('Confirm new password');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(confirmation)).toBe('Passwords must match');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ana');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(fake.calls).toEqual([]);
  });

  it('refuses a file that is not jpeg or png, one over 1MB, and one too large in pixels', async () => {
    const dimensions = jest.fn(async () => ({ width: 5000, height: 3000 }));
    render(<ProfileEditScreen readDimensions={dimensions} />);
    const input = screen.getByLabelText('Choose image');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Image must be a JPEG or PNG file');
    const big = new File([new Uint8Array(1048577)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Image must not exceed 1MB'));
    fireEvent.change(input, { target: { files: [new File(['png'], 'wide.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Image dimensions must be less than 4096x4096'),
    );
    expect(describedBy(input)).toContain('Image dimensions must be less than 4096x4096');
  });

  it('uploads a new image through a presigned PUT, saves the profile with its URL, refreshes the user and flashes', async () => {
    fake.answer('SelfServicePresignedUrl', ({ command, fileName }) => ({
      S3PresignedUrl: {
        url: `http://files.test/${String(command)}/${String(fileName)}`,
        method: command === 'PutObject' ? 'PUT' : 'DELETE',
        headers: [{ name: 'Content-Type', value: 'image/png' }],
        publicUrl: `http://demo.localhost/api/files/profile-images/${String(fileName)}`,
      },
    }));
    fake.answer('SelfServiceUpdateDonor', () => ({
      updateDonor: { prefixedId: 'per_1', firstName: 'Ana', lastName: 'Donor', imageUrl: 'x' },
    }));
    const storage = jest.fn(async () => new Response(null, { status: 200 }));
    global.fetch = storage as unknown as typeof fetch;
    render(<ProfileEditScreen readDimensions={async () => ({ width: 64, height: 64 })} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Choose image'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'New profile image preview' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(testStore().getState().flash.text).toBe('Account updated successfully'));
    const [put] = fake.variablesOf('SelfServicePresignedUrl');
    expect(put).toEqual({
      command: 'PutObject',
      directory: 'profile-images',
      fileName: expect.stringMatching(/\.png$/),
    });
    expect(storage.mock.calls[0]).toEqual([
      `http://files.test/PutObject/${String(put?.fileName)}`,
      expect.objectContaining({
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        credentials: 'omit',
      }),
    ]);
    expect(fake.variablesOf('SelfServiceUpdateDonor')).toEqual([
      {
        first_name: 'Ana',
        last_name: 'Donor',
        email: 'donor@example.com',
        image_url: `http://demo.localhost/api/files/profile-images/${String(put?.fileName)}`,
        password: undefined,
        password_confirmation: undefined,
      },
    ]);
    expect(refreshCurrentUser).toHaveBeenCalled();
    // The replaced picture is removed from storage.
    await waitFor(() =>
      expect(fake.variablesOf('SelfServicePresignedUrl')[1]).toEqual({
        command: 'DeleteObject',
        directory: 'profile-images',
        fileName: 'old.png',
      }),
    );
    expect(testStore().getState().path).toBe('/profile');
  });

  it('removes the image with image_url null', async () => {
    fake.answer('SelfServiceUpdateDonor', () => ({ updateDonor: { prefixedId: 'per_1' } }));
    fake.answer('SelfServicePresignedUrl', () => ({
      S3PresignedUrl: { url: 'http://files.test/d', method: 'DELETE', headers: [], publicUrl: 'x' },
    }));
    global.fetch = jest.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
    render(<ProfileEditScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('The image will be removed when you save.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fake.variablesOf('SelfServiceUpdateDonor')[0]?.image_url).toBeNull());
  });

  it('shows the server’s field messages and keeps the typed values', async () => {
    fake.answer('SelfServiceUpdateDonor', () => {
      throw graphqlRefusal('Invalid', {
        category: 'validation',
        validation: { email: ['The email has already been taken.'] },
      });
    });
    render(<ProfileEditScreen />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    // A new email needs the current password before it is sent at all.
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(describedBy(email)).toBe('The email has already been taken.'));
    expect((email as HTMLInputElement).value).toBe('taken@example.com');
    expect(testStore().getState().flash.open).toBe(false);
  });
});
