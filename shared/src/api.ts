// Module `halo_shared/api`: the one API client of the page (docs/PRODUCT.md §7, §8).
export { createApiClient, type ApiClient, type ApiClientConfig } from './api/apiClient';
export { ApiClientContext, useApiClient } from './api/ApiClientContext';
export { ApiError, type ApiErrorKind } from './api/ApiError';
export { readXsrfToken } from './api/cookies';
export type { GraphqlDocument, GraphqlOptions } from './api/graphql';
export { useGraphqlQuery, type QueryResult, type QueryState } from './api/useGraphqlQuery';
export type { PostJsonOptions } from './api/postJson';
export type { Credentials, LoginResult } from './api/session';
export { isPublicPath } from './api/sessionExpiry';
export { secondFactorRefusalOf, type SecondFactorChallenge } from './api/secondFactorChallenge';
export type { AccountResult, PasswordReset, Registration } from './api/accounts';
export type { EmailedLinkFailed, EmailedLinkRefused } from './api/emailedLink';
export type { GiftConfirmationResult } from './api/giftConfirmation';
export type { ManageLinkResult } from './api/manageLink';
