import type { QueryResolvers } from '../resolverTypes.generated';

export const Query: QueryResolvers = {
  // The signed-in user comes from the session, never from an argument.
  me: (_parent, _args, context) => context.user,
};
