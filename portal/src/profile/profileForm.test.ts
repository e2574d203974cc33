import type { CurrentUser } from '@halo/domain';
import { profileFormValues, updateDonorVariables as variablesFor, validateProfileForm } from './profileForm';
import { translateIn } from '@halo/testkit/selfService/testTranslate';

const user = {
  prefixedId: 'usr_1',
  email: 'donor@example.com',
  person: { prefixedId: 'per_1', firstName: 'Dana', lastName: 'Donor', imageUrl: null, contact: null },
} as unknown as CurrentUser;

const en = { t: translateIn('en'), locale: 'en', currentEmail: user.email };
const es = { t: translateIn('es'), locale: 'es', currentEmail: user.email };
/** The update for the signed-in `user`. */
const updateDonorVariables = (values: typeof filled, imageUrl?: string | null) =>
  variablesFor(values, imageUrl, user.email);
const filled = { ...profileFormValues(user) };

describe('profile form', () => {
  it('starts from the signed-in user with empty passwords', () => {
    expect(profileFormValues(user)).toEqual({
      first_name: 'Dana',
      last_name: 'Donor',
      email: 'donor@example.com',
      password: '',
      password_confirmation: '',
      current_password: '',
    });
  });

  it('requires names and a valid email, but not a password', () => {
    expect(validateProfileForm(filled, en)).toEqual({});
    expect(validateProfileForm({ ...filled, first_name: ' ', email: 'nope' }, en)).toEqual({
      first_name: 'This is a required field',
      email: 'This must be a valid email',
    });
  });

  it('checks a new password once either field is typed: length, then “Passwords must match”', () => {
    expect(validateProfileForm({ ...filled, password: 'short' }, en)).toEqual({
      password: 'This must be at least 8 characters',
      password_confirmation: 'This is a required field',
    });
    expect(
      validateProfileForm({ ...filled, password: 'correct horse', password_confirmation: 'other horse' }, en),
    ).toEqual({
      password_confirmation: 'Passwords must match',
    });
    expect(
      validateProfileForm({ ...filled, password: 'correct horse', password_confirmation: 'other horse' }, es),
    ).toEqual({ password_confirmation: 'Las contraseñas deben coincidir' });
  });

  it('leaves out what does not change: no password typed, image untouched', () => {
    const variables = updateDonorVariables({ ...filled, first_name: ' Ana ' });
    expect(variables).toEqual({
      first_name: 'Ana',
      last_name: 'Donor',
      email: 'donor@example.com',
      image_url: undefined,
      password: undefined,
      password_confirmation: undefined,
    });
    // What goes over the wire: undefined variables are not sent at all.
    expect(JSON.parse(JSON.stringify(variables))).toEqual({
      first_name: 'Ana',
      last_name: 'Donor',
      email: 'donor@example.com',
    });
  });

  it('sends a new image URL, or null to remove it, and a typed password with its confirmation', () => {
    expect(updateDonorVariables(filled, 'http://x/profile-images/a.png').image_url).toBe(
      'http://x/profile-images/a.png',
    );
    expect(updateDonorVariables(filled, null).image_url).toBeNull();
    const withPassword = updateDonorVariables({
      ...filled,
      password: 'correct horse',
      password_confirmation: 'correct horse',
    });
    expect([withPassword.password, withPassword.password_confirmation]).toEqual([
      'correct horse',
      'correct horse',
    ]);
  });

  it('asks for the current password only for a new email or a new password (en and es)', () => {
    expect(validateProfileForm({ ...filled, email: 'DONOR@example.com ' }, en)).toEqual({});
    expect(validateProfileForm({ ...filled, email: 'new@example.com' }, en)).toEqual({
      current_password: 'This is a required field',
    });
    expect(
      validateProfileForm(
        { ...filled, password: 'correct horse', password_confirmation: 'correct horse' },
        es,
      ),
    ).toEqual({ current_password: 'Este campo es obligatorio' });
    expect(
      validateProfileForm({ ...filled, email: 'new@example.com', current_password: 'old secret' }, en),
    ).toEqual({});
  });

  it('sends the current password with a new email or password, never with names alone', () => {
    const typed = { ...filled, current_password: 'old secret' };
    expect(updateDonorVariables(typed).current_password).toBeUndefined();
    expect(updateDonorVariables({ ...typed, email: 'new@example.com' }).current_password).toBe('old secret');
    expect(
      updateDonorVariables({ ...typed, password: 'correct horse', password_confirmation: 'correct horse' })
        .current_password,
    ).toBe('old secret');
  });
});
