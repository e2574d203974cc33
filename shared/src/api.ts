// Module `halo_shared/api`: the one API client of the page (spec §7, §8).
export { configureApi, type ApiConfig } from './api/apiConfig';
export { ApiError, type ApiErrorKind } from './api/ApiError';
export { fetchCsrfCookie } from './api/csrf';
export { readXsrfToken } from './api/cookies';
export { graphql, type GraphqlDocument, type GraphqlOptions } from './api/graphql';
export { loadCurrentUser } from './api/loadCurrentUser';
export { loadOrganization } from './api/loadOrganization';
export { postJson, type PostJsonOptions } from './api/postJson';
export { login, logout, type Credentials, type LoginResult } from './api/session';
export { isPublicPath } from './api/sessionExpiry';
export {
  answerSecondFactorRefusals,
  secondFactorRefusalOf,
  type SecondFactorChallenge,
} from './api/secondFactorChallenge';
export { apiUrl } from './api/apiConfig';
export {
  forgotPassword,
  googleSignInUrl,
  refreshCurrentUser,
  register,
  requestSignInCode,
  resendVerificationEmail,
  resetPassword,
  verifyEmail,
  verifySignInCode,
  type AccountResult,
  type PasswordReset,
  type Registration,
} from './api/accounts';
export {
  completeGiftConfirmation,
  openGiftConfirmation,
  type GiftConfirmationResult,
} from './api/giftConfirmation';
export {
  changeCardThroughManageLink,
  openManageLink,
  openManageLinkCardEntry,
  pauseThroughManageLink,
  revokeManageLinks,
  skipThroughManageLink,
  stopThroughManageLink,
  type ManageLinkResult,
} from './api/manageLink';
