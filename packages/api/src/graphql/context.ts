import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrganizationRow, SessionRow, UserRow } from '../db/schema';

/** Where the request's administrator stands with the second factor, read once per GraphQL request. */
export interface SecondFactorStanding {
  enrolled: boolean;
  /** Enrolled and proven in this session. */
  verified: boolean;
}

/**
 * What every resolver gets. `user` and `organization` are never null: /graphql answers 401 before a
 * resolver runs when nobody is signed in. Donor data is read only through these two, never by an
 * id from the operation alone.
 */
export interface GraphQLContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  user: UserRow;
  organization: OrganizationRow;
  /** The signed-in session (the second factor is proven per session). */
  session: SessionRow;
  /** Whether the administrator has a second factor and proved it in this session. */
  secondFactor: SecondFactorStanding;
}
