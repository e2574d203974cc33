/**
 * The administrators' second factor: refunding gifts and changing the team move money and power, so
 * an administrator holding those abilities proves a one-time code (TOTP, RFC 6238, or one of their
 * recovery codes) once per signed-in session before the server lets them act.
 */
import { type AdministratorAbility, type ConsoleUser } from './consoleSections';

/** The abilities whose operations wait for a second factor proven in this session. */
export const SECOND_FACTOR_ABILITIES = [
  'refund-gifts',
  'manage-team',
] as const satisfies readonly AdministratorAbility[];

/** How many recovery codes an administrator gets at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** The machine-readable refusals of an operation behind the second factor (GraphQL `extensions.code`). */
export const SECOND_FACTOR_ENROLMENT_REQUIRED = 'SECOND_FACTOR_ENROLMENT_REQUIRED';
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';
export type SecondFactorRefusal = typeof SECOND_FACTOR_ENROLMENT_REQUIRED | typeof SECOND_FACTOR_REQUIRED;

export function isSecondFactorRefusal(code: unknown): code is SecondFactorRefusal {
  return code === SECOND_FACTOR_ENROLMENT_REQUIRED || code === SECOND_FACTOR_REQUIRED;
}

const guarded = new Set<string>(SECOND_FACTOR_ABILITIES);

/**
 * Whether an operation that any one of `abilities` allows needs the second factor: when only guarded
 * abilities allow it (one that a plainer ability also allows is no more dangerous than that one).
 */
export function operationNeedsSecondFactor(abilities: readonly AdministratorAbility[]): boolean {
  return abilities.length > 0 && abilities.every((ability) => guarded.has(ability));
}

/** Whether the user holds an ability that waits for the second factor (a Halo administrator holds all). */
export function holdsSecondFactorAbility(user: ConsoleUser | null | undefined): boolean {
  if (!user) return false;
  return user.isHaloAdmin || user.abilities.some((ability) => guarded.has(ability));
}

/** A code as typed: spaces and dashes are only for reading, letters are compared in lower case. */
export function normalizeSecondFactorCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toLowerCase();
}

/** Six digits: a code from the authenticator app; anything else is tried as a recovery code. */
export function isAuthenticatorCode(normalized: string): boolean {
  return /^\d{6}$/.test(normalized);
}
