// The reset-or-set password email (POST /forgot-password, POST /api/give/account-invitation): a
// single-use link on the organization's host, `?mode=set` for an account without a password.
import { localeOf } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow, UserRow } from '../../db/schema';
import { passwordEmail } from './accountEmails';
import { organizationUrl } from '../organizationUrl';
import { mailToken } from './tokenMail';

export async function sendPasswordLink(
  app: FastifyInstance,
  organization: OrganizationRow,
  user: UserRow,
  _now: Date,
): Promise<void> {
  const mode = user.passwordHash ? 'reset' : 'set';
  await mailToken(app, user, 'reset_password', (token) => {
    const link = organizationUrl(app.config.publicUrl, organization.subdomain, `/reset-password/${token}`);
    return passwordEmail({
      to: user.email,
      locale: localeOf(user.locale),
      mode,
      organization: organization.displayName,
      link: mode === 'set' ? `${link}?mode=set` : link,
    });
  });
}
