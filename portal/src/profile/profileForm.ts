import {
  emailField,
  passwordConfirmationEntries,
  passwordsMatch,
  requiredString,
  type CurrentUser,
} from '@halo/domain';
import type { SelfServiceUpdateDonorMutationVariables } from '@halo/shared/graphql/portal-self-service';
import * as v from 'valibot';
import { validateWith, type FieldErrors, type Translate } from '../self-service-parts/formValidation';

/** The profile form of docs/PRODUCT.md §2 (image aside: it is uploaded before the update). */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** Needed only for a new email or password (updateDonor re-authenticates those). */
  current_password: string;
}

export function profileFormValues(user: CurrentUser | null): ProfileFormValues {
  return {
    first_name: user?.person?.firstName ?? '',
    last_name: user?.person?.lastName ?? '',
    email: user?.email ?? user?.person?.contact?.email ?? '',
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

const nameAndEmail = {
  first_name: requiredString,
  last_name: requiredString,
  email: emailField,
};

const withoutPassword = v.object(nameAndEmail);
const withPassword = v.pipe(v.object({ ...nameAndEmail, ...passwordConfirmationEntries }), passwordsMatch());

/** Whether the donor is changing the password: either password field typed in. */
export function isChangingPassword(values: ProfileFormValues): boolean {
  return values.password !== '' || values.password_confirmation !== '';
}

/** Whether the typed email differs from the account's sign-in email (case aside, as stored). */
export function isChangingEmail(values: ProfileFormValues, currentEmail: string | null | undefined): boolean {
  return values.email.trim().toLowerCase() !== (currentEmail ?? '').trim().toLowerCase();
}

/** A new email or password needs the current password; names and image do not. */
export function needsCurrentPassword(
  values: ProfileFormValues,
  currentEmail: string | null | undefined,
): boolean {
  return isChangingPassword(values) || isChangingEmail(values, currentEmail);
}

/**
 * Names and email are required; the password is optional, but once either password field is typed
 * in both are checked (at least 8 characters, 'Passwords must match'), as on the register screen.
 * A new email or password also needs the current password ('This is a required field'), asked for
 * once the rest is valid.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  { t, locale, currentEmail }: { t: Translate; locale: string; currentEmail: string | null | undefined },
): FieldErrors {
  const errors = validateWith(isChangingPassword(values) ? withPassword : withoutPassword, values, t, {
    locale,
  });
  // Asked for last, as the server does: once the rest is valid, a change that would be made needs it.
  if (
    Object.keys(errors).length === 0 &&
    needsCurrentPassword(values, currentEmail) &&
    values.current_password === ''
  ) {
    errors.current_password = t('validation.required');
  }
  return errors;
}

/**
 * The update's variables. Undefined variables are left out of the request, and GraphQL treats a
 * variable that is not sent as an argument that is not given: the password stays as it is unless one
 * was typed, and the image stays unless `imageUrl` says otherwise (a URL to set, null to remove).
 */
export function updateDonorVariables(
  values: ProfileFormValues,
  imageUrl: string | null | undefined,
  currentEmail: string | null | undefined,
): SelfServiceUpdateDonorMutationVariables {
  const changingPassword = isChangingPassword(values);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    image_url: imageUrl,
    password: changingPassword ? values.password : undefined,
    password_confirmation: changingPassword ? values.password_confirmation : undefined,
    // Sent only when it is needed, so it is never sent along with a change that does not ask for it.
    current_password: needsCurrentPassword(values, currentEmail) ? values.current_password : undefined,
  };
}
