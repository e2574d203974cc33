// Every portal operation runs for the session's donor in the session's organization (docs/ARCHITECTURE.md §4).
// An organizationPrefixedId argument is only checked against it, never used to look anything up.
import { calendarDateInTimeZone } from '@halo/domain';
import type { CalendarDate, Locale } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow, UserRow } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { notFoundError } from '../localizedRefusals';

export interface PortalScope {
  app: FastifyInstance;
  user: UserRow;
  organization: OrganizationRow;
  locale: Locale;
  /** Today on the organization's calendar. */
  today: CalendarDate;
}

/** The scope of a resolver call; another organization's prefixed id is answered as not found. */
export function portalScope(context: GraphQLContext, organizationPrefixedId?: string): PortalScope {
  const { app, user, organization, request } = context;
  const locale = request.locale;
  if (organizationPrefixedId !== undefined && organizationPrefixedId !== organization.prefixedId) {
    throw notFoundError(locale);
  }
  return {
    app,
    user,
    organization,
    locale,
    today: calendarDateInTimeZone(organization.timeZone, app.clock()),
  };
}
