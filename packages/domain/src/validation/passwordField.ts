import * as v from 'valibot';
import { firstIssueOnly } from './firstIssueOnly';

export const PASSWORD_MIN_LENGTH = 8;

/** A required password of at least 8 characters. Never trimmed: spaces are part of a password. */
export const passwordField = firstIssueOnly(
  v.pipe(
    v.string('validation.required'),
    v.nonEmpty('validation.required'),
    v.minLength(PASSWORD_MIN_LENGTH, 'validation.minLength'),
  ),
);

/** The password and confirmation fields, to spread into a bigger form's object (register, profile). */
export const passwordConfirmationEntries = {
  password: passwordField,
  password_confirmation: firstIssueOnly(
    v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  ),
};

// A type alias, not an interface: valibot's partial checks need an implicit index signature.
export type PasswordPair = {
  password: string;
  password_confirmation: string;
};

const passwordsMatchAction = v.forward(
  v.partialCheck<
    PasswordPair,
    [['password'], ['password_confirmation']],
    PasswordPair,
    'validation.passwordsMatch'
  >(
    [['password'], ['password_confirmation']],
    (input) => input.password === input.password_confirmation,
    'validation.passwordsMatch',
  ),
  ['password_confirmation'],
);

/**
 * 'Passwords must match', reported on `password_confirmation` so the form shows it under that field.
 * It runs once both fields are strings (a too-short password still gets compared: the mismatch is
 * true either way). Generic so it can end the pipe of a bigger
 * form object: the action reads only the two fields, whatever else the object holds.
 */
export function passwordsMatch<TInput extends PasswordPair>(): v.BaseValidation<
  TInput,
  TInput,
  v.PartialCheckIssue<PasswordPair>
> {
  return passwordsMatchAction as unknown as v.BaseValidation<
    TInput,
    TInput,
    v.PartialCheckIssue<PasswordPair>
  >;
}

/** `{ password, password_confirmation }` with the match check. */
export const passwordConfirmationSchema = v.pipe(
  v.object(passwordConfirmationEntries, 'validation.required'),
  passwordsMatch(),
);
