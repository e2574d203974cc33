// The console's API keys are changed with 'manage-giving' and, like the team, only after the
// administrator's second factor is proven in this session: a key reads every donor's giving from
// anywhere. The published demo's administrator, whose password is public, never makes one.
import type { GraphQLContext } from '../../graphql/context';
import { isPublishedDemoAdministrator } from '../../core/publishedDemo';
import { Forbidden } from '../../http/errors/Forbidden';
import { adminScope, type AdminScope } from '../adminScope';
import { anyAdministratorsStanding, requireSecondFactor } from '../secondFactor/secondFactorGate';
import { apiKeyMessage } from './apiKeyMessages';

export async function apiKeyScope(
  context: GraphQLContext,
  organizationPrefixedId: string,
): Promise<AdminScope> {
  const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
  if (isPublishedDemoAdministrator(scope.app.config, scope.organization, scope.user))
    throw new Forbidden(apiKeyMessage(scope.locale, 'publishedDemo'));
  // The request's standing is read only for holders of the guarded abilities (secondFactorGate.ts);
  // 'manage-giving' alone is not one, so the gate reads it here for whoever holds it.
  const standing = context.secondFactor.verified
    ? context.secondFactor
    : await anyAdministratorsStanding(scope.app, scope.user, context.session);
  requireSecondFactor(standing, scope.locale);
  return scope;
}
