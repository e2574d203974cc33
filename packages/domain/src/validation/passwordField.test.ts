import * as v from 'valibot';
import { issueKeys } from './issueKeys';
import {
  passwordConfirmationEntries,
  passwordConfirmationSchema,
  passwordField,
  passwordsMatch,
} from './passwordField';
import { requiredString } from './requiredString';

describe('passwordField and passwordConfirmationSchema', () => {
  it.each<[unknown, string[]]>([
    ['12345678', []],
    [' spaces ', []],
    ['1234567', ['validation.minLength']],
    ['', ['validation.required']],
    [undefined, ['validation.required']],
  ])('passwordField(%j) → %j', (input, keys) => {
    expect(issueKeys(passwordField, input)).toEqual(keys);
  });

  it('does not trim passwords', () => {
    expect(v.parse(passwordField, '  secret  ')).toBe('  secret  ');
  });

  const path = (input: unknown) => {
    const result = v.safeParse(passwordConfirmationSchema, input);
    return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
  };

  it('accepts matching passwords', () => {
    expect(path({ password: 'secret123', password_confirmation: 'secret123' })).toEqual([]);
  });

  it('reports a mismatch on the confirmation field', () => {
    expect(path({ password: 'secret123', password_confirmation: 'secret124' })).toEqual([
      ['password_confirmation', 'validation.passwordsMatch'],
    ]);
  });

  it('compares only once both fields are strings', () => {
    expect(path({ password: 'short', password_confirmation: 'short' })).toEqual([
      ['password', 'validation.minLength'],
    ]);
    expect(path({ password: 'secret123', password_confirmation: undefined })).toEqual([
      ['password_confirmation', 'validation.required'],
    ]);
    expect(path({ password: 'short', password_confirmation: 'other' })).toEqual([
      ['password', 'validation.minLength'],
      ['password_confirmation', 'validation.passwordsMatch'],
    ]);
  });

  it('reports a missing object as required', () => {
    expect(path(undefined)).toEqual([[null, 'validation.required']]);
  });

  it('composes into a bigger form', () => {
    const register = v.pipe(
      v.object({ first_name: requiredString, ...passwordConfirmationEntries }),
      passwordsMatch(),
    );
    const result = v.safeParse(register, {
      first_name: 'Ana',
      password: 'secret123',
      password_confirmation: 'nope12345',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['password_confirmation', 'validation.passwordsMatch'],
    ]);
  });
});
