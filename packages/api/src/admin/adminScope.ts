// Every admin console operation runs for the session's user in the organization of the request's
// host, and only with an administrator ability that covers it (isHaloAdmin covers every one). The
// organization an operation names is only compared with the session's: another one is not found.
// An operation only 'refund-gifts' or 'manage-team' allow also waits for the administrator's second
// factor, enrolled and proven in this session; checked here so that every such operation gets it.
import {
  calendarDateInTimeZone,
  operationNeedsSecondFactor,
  type CalendarDate,
  type Locale,
} from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { SignedInDonor } from '../sessions/authPlugin';
import type { AdministratorAbility, OrganizationRow, UserRow } from '../db/schema';
import type { GraphQLContext } from '../graphql/context';
import { forbiddenError } from '../graphql/portalErrors';
import { notFoundError } from '../core/localizedRefusals';
import { adminMessage } from './adminMessages';
import { requireSecondFactor } from './secondFactor/secondFactorGate';

export interface AdminScope {
  app: FastifyInstance;
  user: UserRow;
  organization: OrganizationRow;
  locale: Locale;
  /** Today on the organization's calendar. */
  today: CalendarDate;
}

export function hasAbility(user: UserRow, abilities: readonly AdministratorAbility[]): boolean {
  return user.isHaloAdmin || abilities.some((ability) => user.abilities.includes(ability));
}

/** The scope of an admin operation, when the user holds one of `abilities`. */
export function adminScope(
  context: GraphQLContext,
  organizationPrefixedId: string,
  abilities: readonly AdministratorAbility[],
): AdminScope {
  const { app, user, organization, request } = context;
  const locale = request.locale;
  if (organizationPrefixedId !== organization.prefixedId) throw notFoundError(locale);
  if (!hasAbility(user, abilities)) throw forbiddenError(adminMessage(locale, 'forbidden'));
  if (operationNeedsSecondFactor(abilities)) requireSecondFactor(context.secondFactor, locale);
  return scopeOf(app, { user, organization }, locale);
}

/** Today is the church's day on its own calendar. */
function scopeOf(app: FastifyInstance, { user, organization }: SignedInDonor, locale: Locale): AdminScope {
  return {
    app,
    user,
    organization,
    locale,
    today: calendarDateInTimeZone(organization.timeZone, app.clock()),
  };
}

/**
 * The scope of a console file behind a report link (the gifts export, the donor lists): the signed-in
 * administrator the link was made for, in the link's language; null when she no longer holds
 * 'view-gifts' (an ability removed since the link was made stops it).
 */
export function reportFileScope(
  app: FastifyInstance,
  signedIn: SignedInDonor,
  locale: Locale,
): AdminScope | null {
  return hasAbility(signedIn.user, ['view-gifts']) ? scopeOf(app, signedIn, locale) : null;
}
