// The signed-in administrator's own second factor (docs/CONTRACTS.md "Second factor"): any
// administrator of the church may enrol; 'refund-gifts' and 'manage-team' operations wait for it.
import { ADMINISTRATOR_ABILITIES } from '@halo/domain';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import type { GraphQLContext } from '../../graphql/context';
import { sendUncompressed } from '../../http/uncompressedAnswer';
import { adminScope } from '../adminScope';
import {
  confirmSecondFactor,
  enrolSecondFactor,
  readSecondFactor,
  regenerateRecoveryCodes,
  removeSecondFactor,
  verifySecondFactor,
} from '../secondFactor/secondFactorService';

const anyAdministrator = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ADMINISTRATOR_ABILITIES);

export const secondFactorQueries: Pick<QueryResolvers, 'adminSecondFactor'> = {
  adminSecondFactor(_parent, { organizationPrefixedId }, context) {
    const scope = anyAdministrator(context, organizationPrefixedId);
    return readSecondFactor(scope, Boolean(context.session.secondFactorVerifiedAt));
  },
};

export const secondFactorMutations: Pick<
  MutationResolvers,
  | 'enrolSecondFactor'
  | 'confirmSecondFactor'
  | 'verifySecondFactor'
  | 'regenerateRecoveryCodes'
  | 'removeSecondFactor'
> = {
  // The set-up's secret and recovery codes go out uncompressed (BREACH, http/compressionPlugin.ts).
  enrolSecondFactor(_parent, { organizationPrefixedId }, context) {
    sendUncompressed(context.request);
    return enrolSecondFactor(anyAdministrator(context, organizationPrefixedId));
  },

  confirmSecondFactor(_parent, { organizationPrefixedId, code }, context) {
    return confirmSecondFactor(anyAdministrator(context, organizationPrefixedId), context.session, code);
  },

  verifySecondFactor(_parent, { organizationPrefixedId, code }, context) {
    return verifySecondFactor(anyAdministrator(context, organizationPrefixedId), context.session, code);
  },

  regenerateRecoveryCodes(_parent, { organizationPrefixedId }, context) {
    sendUncompressed(context.request);
    return regenerateRecoveryCodes(anyAdministrator(context, organizationPrefixedId), context.secondFactor);
  },

  removeSecondFactor(_parent, { organizationPrefixedId, code }, context) {
    return removeSecondFactor(anyAdministrator(context, organizationPrefixedId), code);
  },
};
