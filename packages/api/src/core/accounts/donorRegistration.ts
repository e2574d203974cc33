// Registering a donor account, the same whether it starts on the sign-up screen (`POST /register`)
// or in the giving form (`POST /api/give/register`): the account with its password, unverified; the
// verification email; and this browser signed in.
import type { Locale } from '@halo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrganizationRow, UserRow } from '../../db/schema';
import { verificationEmail } from './accountEmails';
import { organizationUrl } from '../organizationUrl';
import { hashPassword } from './passwordHash';
import { mailToken } from './tokenMail';

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** The new account, or null when the email already has one in this church (nothing is changed). */
export async function registerDonor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  organization: OrganizationRow,
  registration: Registration,
): Promise<UserRow | null> {
  const user = await app.accounts.createDonor({
    organizationId: organization.id,
    email: registration.email,
    passwordHash: await hashPassword(registration.password),
    firstName: registration.firstName,
    lastName: registration.lastName,
    locale: request.locale,
    emailVerifiedAt: null,
    createdAt: app.clock(),
  });
  if (!user) return null;
  await sendVerificationEmail(app, organization, user, request.locale);
  await app.sessions.signIn(request, reply, {
    userId: user.id,
    organizationId: organization.id,
    remember: false,
  });
  return user;
}

/** The link that proves the mailbox (`/verify-email/{token}` on the church's own host). */
export async function sendVerificationEmail(
  app: FastifyInstance,
  organization: OrganizationRow,
  user: UserRow,
  locale: Locale,
): Promise<void> {
  const person = await app.users.findPersonOfUser(organization.id, user.id);
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || user.email;
  await mailToken(app, user, 'verify_email', (token) =>
    verificationEmail({
      to: user.email,
      locale,
      name,
      organization: organization.displayName,
      link: organizationUrl(app.config.publicUrl, organization.subdomain, `/verify-email/${token}`),
    }),
  );
}
