import { pendingEmailOf } from '../../core/accounts/emailChange';
import type { CurrentUserResolvers } from '../resolverTypes.generated';

export const CurrentUser: CurrentUserResolvers = {
  emailVerifiedAt: (user) => user.emailVerifiedAt?.toISOString() ?? null,
  pendingEmail: (user, _args, context) => pendingEmailOf(context.app.db, user, context.app.clock()),
  // A user belongs to exactly one organization, and /graphql only runs for that organization.
  tenant: (_user, _args, context) => context.organization,
  person: (user, _args, context) => context.app.users.findPersonOfUser(context.organization.id, user.id),
};
