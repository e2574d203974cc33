import type { Resolvers } from '../resolverTypes.generated';
import { CurrentUser } from './CurrentUser';
import { Query } from './Query';
import { Tenant } from './Tenant';

// Types not listed here (Person, Contact, Phone, OrganizationSummary) read their mapped rows'
// fields of the same names.
export const resolvers: Resolvers = { Query, CurrentUser, Tenant };
