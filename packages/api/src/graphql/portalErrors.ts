// The portal's GraphQL error shapes (docs/CONTRACTS.md "GraphQL: the portal"). GraphQLErrors pass
// through yoga's error masking as they are, so only these reach the client with their extensions.
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context';

/** A record of another donor or organization is answered like one that does not exist. */
export function notFoundError(message = 'Not found.'): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'not_found', code: 'NOT_FOUND' } });
}

/** `validation` maps an argument or input field to messages already in the request's locale. */
export function validationError(validation: Record<string, string[]>): GraphQLError {
  const message = Object.values(validation)[0]?.[0] ?? 'The given data was invalid.';
  return new GraphQLError(message, { extensions: { category: 'validation', validation } });
}

export function forbiddenError(message = 'This action is unauthorized.'): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'authorization', code: 'FORBIDDEN' } });
}

/**
 * Operations name the organization they are for; it must be the one the session is signed in to.
 * Anything else is not found (the client never learns whether the other organization exists).
 */
export function assertOwnOrganization(context: GraphQLContext, organizationPrefixedId: string): void {
  if (organizationPrefixedId !== context.organization.prefixedId) throw notFoundError();
}
