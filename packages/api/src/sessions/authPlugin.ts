// Who is signed in: the session's user, and only for the organization the request is for. A session
// started at one church is no sign-in at another (docs/ARCHITECTURE.md §4: every query is scoped by the
// session's donor and organization, never by an id the client sends alone).
// A route that serves only signed-in donors says so (`config: { signedIn: 'rest' | 'graphql' }`)
// and this plugin's one hook refuses anyone else (Unauthenticated, 401) before its handler; the one
// error handler answers it in the shape the route's clients read.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessage } from '../core/accounts/accountMessages';
import type { OrganizationRow, UserRow } from '../db/schema';
import { Unauthenticated } from '../http/errors/Unauthenticated';

export interface SignedInDonor {
  user: UserRow;
  organization: OrganizationRow;
}

/**
 * How a route's clients are told to sign in: `rest`, `{ message }` in the request's language;
 * `graphql`, GraphQL's error with `extensions.category` 401, on which the portal shows "Please Log In"
 * (docs/CONTRACTS.md).
 */
export type SignInAnswer = 'rest' | 'graphql';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a signed-in donor of the request's church reaches the handler; anyone else gets 401. */
    signedIn?: SignInAnswer;
  }
  interface FastifyRequest {
    /** The signed-in donor of this request's organization, or null. */
    getSignedInDonor(): Promise<SignedInDonor | null>;
    /** The signed-in donor, on a route with `config.signedIn` (its hook has turned everyone else away). */
    signedInDonor(): Promise<SignedInDonor>;
    signedInLookup: Promise<SignedInDonor | null> | null;
  }
}

/** GraphQL's sign-in refusal has always been in English; REST's is in the request's language. */
function unauthenticated(answer: SignInAnswer, request: FastifyRequest): Unauthenticated {
  return new Unauthenticated(
    answer === 'graphql' ? 'Unauthenticated.' : accountMessage(request.locale, 'unauthenticated'),
  );
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
    app.decorateRequest('signedInDonor', async function (this: FastifyRequest) {
      const donor = await this.getSignedInDonor();
      if (!donor) throw new Error('signedInDonor() on a route without config.signedIn');
      return donor;
    });

    // After the body is read, like the handlers' own checks this replaces, so a malformed body is
    // still 400 whoever sends it.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const answer = request.routeOptions.config.signedIn;
      if (answer && !(await request.getSignedInDonor())) throw unauthenticated(answer, request);
    });
  },
  { name: 'auth', dependencies: ['locale', 'sessions', 'tenancy', 'users-repository'] },
);
