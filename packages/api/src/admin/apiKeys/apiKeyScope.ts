// The console's API keys are changed with 'manage-giving' and, like the team, only after the
// administrator's second factor is proven in this session: a key reads every donor's giving from
// anywhere. The published demo's administrator, whose password is public, never makes one.
import type { GraphQLContext } from '../../graphql/context';
import { isPublishedDemoAdministrator } from '../../core/publishedDemo';
import { Forbidden } from '../../http/errors/Forbidden';
import { adminScope, type AdminScope } from '../adminScope';
import { requireSecondFactor } from '../secondFactor/secondFactorGate';
import { findSecondFactor } from '../secondFactor/secondFactorRecords';
import { apiKeyMessage } from './apiKeyMessages';

export async function apiKeyScope(
  context: GraphQLContext,
  organizationPrefixedId: string,
): Promise<AdminScope> {
  const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
  if (isPublishedDemoAdministrator(scope.app.config, scope.organization, scope.user))
    throw new Forbidden(apiKeyMessage(scope.locale, 'publishedDemo'));
  // The request's standing is read only for holders of the guarded abilities (secondFactorGate.ts);
  // 'manage-giving' alone is not one, so it is read here.
  const row = await findSecondFactor(scope.app.db, scope.user.id);
  const enrolled = Boolean(row?.enrolledAt);
  requireSecondFactor(
    { enrolled, verified: enrolled && Boolean(context.session.secondFactorVerifiedAt) },
    scope.locale,
  );
  return scope;
}
