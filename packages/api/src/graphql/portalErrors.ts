// The portal's and the console's refusals by name (docs/CONTRACTS.md "GraphQL: the portal"): thrown
// by resolvers and told to the client by the one mapping, src/http/errors/refusalAnswers.ts.
import { Forbidden } from '../http/errors/Forbidden';
import { NotFound } from '../http/errors/NotFound';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import type { GraphQLContext } from './context';

/** A record of another donor or organization is answered like one that does not exist. */
export function notFoundError(message = 'Not found.'): NotFound {
  return new NotFound(message);
}

/** `validation` maps an argument or input field to messages already in the request's locale. */
export function validationError(validation: Record<string, string[]>): ValidationFailed {
  return new ValidationFailed(validation);
}

export function forbiddenError(message = 'This action is unauthorized.'): Forbidden {
  return new Forbidden(message);
}

/**
 * Operations name the organization they are for; it must be the one the session is signed in to.
 * Anything else is not found (the client never learns whether the other organization exists).
 */
export function assertOwnOrganization(context: GraphQLContext, organizationPrefixedId: string): void {
  if (organizationPrefixedId !== context.organization.prefixedId) throw notFoundError();
}
