// The portal self-service calls of docs/PRODUCT.md §7, typed from packages/api/schema.graphql through
// shared/src/graphql/operations/portal-self-service.graphql. Screens call these and read their lists
// through `halo_shared/api`'s `useGraphqlQuery`; each takes the screen's API client (`useApiClient`), whose
// `graphql` tests fake.
import type { ApiClient } from 'halo_shared/api';
import {
  SelfServiceDeletePaymentMethodDocument,
  SelfServiceDeleteRecurringGivingDocument,
  SelfServiceMoveRecurringGivingsDocument,
  SelfServicePauseRecurringGivingDocument,
  SelfServicePresignedUrlDocument,
  SelfServiceResumeRecurringGivingDocument,
  SelfServiceSkipRecurringGivingDocument,
  SelfServiceUpdateBankAccountDocument,
  SelfServiceUpdateDonorDocument,
  SelfServiceUpdatePaymentMethodDocument,
  SelfServiceUpdateRecurringGivingDocument,
  type SelfServiceUpdateDonorMutationVariables,
  type SelfServiceUpdatePaymentMethodMutationVariables,
  type SelfServiceUpdateRecurringGivingMutationVariables,
} from '@halo/shared/graphql/portal-self-service';
import type { PaymentMethod } from '../payment-methods/paymentMethodForm';
import type { PresignedRequest } from '../profile/profileImage';
import { PROFILE_IMAGE_DIRECTORY } from '../profile/profileImage';
import type { RecurringGift } from '../recurring-gifts/recurringGiftForm';

/** What these calls need of the API client. */
export type GraphqlClient = Pick<ApiClient, 'graphql'>;

export async function savePaymentMethod(
  { graphql }: GraphqlClient,
  variables: SelfServiceUpdatePaymentMethodMutationVariables,
): Promise<PaymentMethod> {
  const data = await graphql(SelfServiceUpdatePaymentMethodDocument, variables);
  return data.updatePaymentMethod;
}

/** A saved bank account's nickname and primary (docs/PRODUCT.md §22 "Saved bank accounts"). */
export async function saveBankAccount(
  { graphql }: GraphqlClient,
  input: { organizationPrefixedId: string; processorId: string; nickname: string; primary: boolean },
): Promise<PaymentMethod> {
  const data = await graphql(SelfServiceUpdateBankAccountDocument, { input });
  return data.updateBankAccount;
}

export async function removePaymentMethod(
  { graphql }: GraphqlClient,
  organizationPrefixedId: string,
  processorId: string,
): Promise<void> {
  await graphql(SelfServiceDeletePaymentMethodDocument, { organizationPrefixedId, processorId });
}

/** Every live recurring gift on one card moves to another; answers the moved gifts. */
export async function moveRecurringGifts(
  { graphql }: GraphqlClient,
  organizationPrefixedId: string,
  fromProcessorId: string,
  toProcessorId: string,
): Promise<RecurringGift[]> {
  const data = await graphql(SelfServiceMoveRecurringGivingsDocument, {
    organizationPrefixedId,
    fromProcessorId,
    toProcessorId,
  });
  return data.moveRecurringGivings;
}

export async function saveRecurringGift(
  { graphql }: GraphqlClient,
  variables: SelfServiceUpdateRecurringGivingMutationVariables,
): Promise<RecurringGift> {
  const data = await graphql(SelfServiceUpdateRecurringGivingDocument, variables);
  return data.updateRecurringGiving;
}

/** Paused until `until` (YYYY-MM-DD) the gift comes back by itself; without it it waits for the donor. */
export async function pauseRecurringGift(
  { graphql }: GraphqlClient,
  prefixedId: string,
  organizationPrefixedId: string,
  until: string | null = null,
): Promise<RecurringGift> {
  const data = await graphql(SelfServicePauseRecurringGivingDocument, {
    prefixedId,
    organizationPrefixedId,
    until,
  });
  return data.pauseRecurringGiving;
}

export async function skipRecurringGift(
  { graphql }: GraphqlClient,
  prefixedId: string,
  organizationPrefixedId: string,
): Promise<RecurringGift> {
  const data = await graphql(SelfServiceSkipRecurringGivingDocument, { prefixedId, organizationPrefixedId });
  return data.skipRecurringGiving;
}

export async function resumeRecurringGift(
  { graphql }: GraphqlClient,
  prefixedId: string,
  organizationPrefixedId: string,
  startDate: string | null,
): Promise<RecurringGift> {
  const data = await graphql(SelfServiceResumeRecurringGivingDocument, {
    prefixedId,
    organizationPrefixedId,
    startDate,
  });
  return data.resumeRecurringGiving;
}

export async function removeRecurringGift(
  { graphql }: GraphqlClient,
  prefixedId: string,
  organizationPrefixedId: string,
): Promise<void> {
  await graphql(SelfServiceDeleteRecurringGivingDocument, { prefixedId, organizationPrefixedId });
}

export async function saveProfile(
  { graphql }: GraphqlClient,
  variables: SelfServiceUpdateDonorMutationVariables,
): Promise<void> {
  await graphql(SelfServiceUpdateDonorDocument, variables);
}

export async function presignProfileImage(
  { graphql }: GraphqlClient,
  command: 'PutObject' | 'DeleteObject',
  fileName: string,
): Promise<PresignedRequest> {
  const data = await graphql(SelfServicePresignedUrlDocument, {
    command,
    directory: PROFILE_IMAGE_DIRECTORY,
    fileName,
  });
  return data.S3PresignedUrl;
}
