// Re-authentication for a new sign-in email or password (updateDonor): a signed-in browser alone
// is not enough to take the account over, whoever holds it must also know the current password.
import { translateValidation } from '@halo/domain';
import type { FastifyRequest } from 'fastify';
import { emailKey } from '../core/accounts/accountLimits';
import { verifyPassword } from '../core/accounts/passwordHash';
import { rateLimitedMessage } from '../i18n/rateLimitedMessage';
import { validationError } from '../core/localizedRefusals';
import { portalMessage } from '../core/portalMessages';
import type { PortalScope } from '../core/recurringGifts/portalScope';

const FIELD = 'current_password';

/**
 * Throws a validation error on current_password when it is missing or wrong, or when the account
 * has no password to check against. A wrong one counts as a failed sign-in of the account's email
 * (the sign-in limit of POST /login), so a stolen session cannot guess the password here either.
 */
export async function requireCurrentPassword(
  scope: PortalScope,
  request: FastifyRequest,
  currentPassword: string | null | undefined,
): Promise<void> {
  const { app, user, locale } = scope;
  const fail = (message: string) => validationError({ [FIELD]: [message] });
  if (!user.passwordHash) throw fail(portalMessage(locale, 'accountHasNoPassword'));
  if (!currentPassword) throw fail(translateValidation('validation.required', {}, locale));
  const limit = app.accountLimits.loginEmail;
  const key = emailKey(request, user.email);
  const now = app.clock();
  const wait = await limit.retryAfter(key, now);
  if (wait !== null) throw fail(rateLimitedMessage(locale, wait));
  if (await verifyPassword(currentPassword, user.passwordHash)) return;
  await limit.hit(key, now);
  throw fail(portalMessage(locale, 'currentPasswordWrong'));
}
