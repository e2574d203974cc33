// Portal: the donor's profile and its image upload (docs/CONTRACTS.md "GraphQL: the portal").
import { updateDonor } from '../../portal/donorProfile';
import { portalScope } from '../../core/recurringGifts/portalScope';
import { presignProfileImage } from '../../portal/profileImageUpload';
import type { MutationResolvers, QueryResolvers } from '../resolverTypes.generated';

export const donorProfileQueries: Pick<QueryResolvers, 'S3PresignedUrl'> = {
  S3PresignedUrl: (_parent, args, context) => presignProfileImage(portalScope(context), args),
};

export const donorProfileMutations: Pick<MutationResolvers, 'updateDonor'> = {
  updateDonor: async (_parent, args, context) => {
    const session = await context.request.getSession();
    return updateDonor(portalScope(context), args, context.request, session?.idHash ?? null);
  },
};
