import * as v from 'valibot';
import type { ValidationKey, ValidationParams } from './messages';

/** A check's test function carrying the values its message needs. */
export type ParamsRequirement<TInput> = ((input: TInput) => boolean) & { readonly params: ValidationParams };

/**
 * `v.check` whose issue can be translated with parameters. valibot keeps only `requirement` on an
 * issue, and for a check that is the test function, so the parameters ride on the function: they
 * survive valibot copying issues, which a side table keyed by issue would not.
 */
export function checkWithParams<TInput>(
  test: (input: TInput) => boolean,
  key: ValidationKey,
  params: ValidationParams,
): v.CheckAction<TInput, ValidationKey> {
  const requirement: ParamsRequirement<TInput> = Object.assign((input: TInput) => test(input), { params });
  return v.check(requirement, key);
}

export function paramsOfRequirement(requirement: unknown): ValidationParams | undefined {
  if (typeof requirement !== 'function' || !('params' in requirement)) return undefined;
  const { params } = requirement as { params: unknown };
  return typeof params === 'object' && params !== null ? (params as ValidationParams) : undefined;
}
