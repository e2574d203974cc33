// Who is signed in: the session's user, and only for the organization the request is for. A session
// started at one church is no sign-in at another (DESIGN.md §4: every query is scoped by the
// session's donor and organization, never by an id the client sends alone).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrganizationRow, UserRow } from '../db/schema';

export interface SignedInDonor {
  user: UserRow;
  organization: OrganizationRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in donor of this request's organization, or null. */
    getSignedInDonor(): Promise<SignedInDonor | null>;
    signedInLookup: Promise<SignedInDonor | null> | null;
  }
}

export default fp(
  async (app) => {
    const { users } = app;

    async function lookup(request: FastifyRequest): Promise<SignedInDonor | null> {
      const session = await request.getSession();
      if (session?.userId == null) return null;
      const organization = await request.getOrganization();
      if (!organization || organization.id !== session.organizationId) return null;
      const user = await users.findById(organization.id, session.userId);
      return user ? { user, organization } : null;
    }

    app.decorateRequest('signedInLookup', null);
    app.decorateRequest('getSignedInDonor', function (this: FastifyRequest) {
      this.signedInLookup ??= lookup(this);
      return this.signedInLookup;
    });
  },
  { name: 'auth', dependencies: ['sessions', 'tenancy', 'users-repository'] },
);
