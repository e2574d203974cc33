// Who may use the console's Webhooks: 'manage-giving' (the ability that connects the church's
// payments and websites) AND a second factor proven in this session, as the team's pages ask. An
// endpoint receives every donor's name and email as they give, so a stolen password alone must not
// be enough to point it elsewhere; 'manage-giving' is not one of the guarded abilities of
// docs/PRODUCT.md §6, so the standing is read here for whoever holds it.
import { isPublishedDemoAdministrator } from '../../core/publishedDemo';
import type { GraphQLContext } from '../../graphql/context';
import { forbiddenError } from '../../graphql/portalErrors';
import { adminMessage } from '../adminMessages';
import { adminScope, type AdminScope } from '../adminScope';
import { anyAdministratorsStanding, requireSecondFactor } from '../secondFactor/secondFactorGate';

export async function webhookScope(
  context: GraphQLContext,
  organizationPrefixedId: string,
): Promise<AdminScope> {
  const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
  // The published demo's password is public: its administrator never reaches a church's webhooks,
  // whatever abilities the demo church was given since.
  if (isPublishedDemoAdministrator(context.app.config, scope.organization, scope.user)) {
    throw forbiddenError(adminMessage(scope.locale, 'forbidden'));
  }
  const standing = context.secondFactor.verified
    ? context.secondFactor
    : await anyAdministratorsStanding(context.app, context.user, context.session);
  requireSecondFactor(standing, scope.locale);
  return scope;
}
