// The one check between an administrator and the operations only 'refund-gifts' or 'manage-team'
// allow (adminScope calls it for every such operation): enrolled, and proven in this session.
import {
  holdsSecondFactorAbility,
  SECOND_FACTOR_ENROLMENT_REQUIRED,
  SECOND_FACTOR_REQUIRED,
  type Locale,
} from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionRow, UserRow } from '../../db/schema';
import type { SecondFactorStanding } from '../../graphql/context';
import { Forbidden } from '../../http/errors/Forbidden';
import { findSecondFactor } from './secondFactorRecords';
import { secondFactorMessage } from './secondFactorMessages';

export async function secondFactorStanding(
  app: FastifyInstance,
  user: UserRow,
  session: SessionRow | null,
): Promise<SecondFactorStanding> {
  // Only holders of a guarded ability meet the gate; nobody else's request pays for the lookup.
  if (!holdsSecondFactorAbility(user)) return { enrolled: false, verified: false };
  return anyAdministratorsStanding(app, user, session);
}

/**
 * Where any administrator stands, whatever their abilities: for the operations that wait for the
 * second factor although a plainer ability allows them (the webhooks, 'manage-giving': an endpoint
 * receives every donor's name and email).
 */
export async function anyAdministratorsStanding(
  app: FastifyInstance,
  user: UserRow,
  session: SessionRow | null,
): Promise<SecondFactorStanding> {
  const row = await findSecondFactor(app.db, user.id);
  const enrolled = Boolean(row?.enrolledAt);
  return { enrolled, verified: enrolled && Boolean(session?.secondFactorVerifiedAt) };
}

/** Refuses, with a code the console acts on, unless the administrator is enrolled and verified. */
export function requireSecondFactor(standing: SecondFactorStanding, locale: Locale): void {
  if (standing.verified) return;
  const [code, message] = standing.enrolled
    ? [SECOND_FACTOR_REQUIRED, secondFactorMessage(locale, 'verificationRequired')]
    : [SECOND_FACTOR_ENROLMENT_REQUIRED, secondFactorMessage(locale, 'enrolmentRequired')];
  throw new Forbidden(message, { code });
}
