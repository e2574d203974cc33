import type { TenantResolvers } from '../resolverTypes.generated';

// Organizations are their own tenants until an organization can own several (docs/PRODUCT.md §3 only shows
// `tenant { id prefixedId primaryOrganization }`).
export const Tenant: TenantResolvers = {
  id: (organization) => organization.subdomain,
  prefixedId: (organization) => organization.prefixedId,
  primaryOrganization: (organization) => organization,
};
