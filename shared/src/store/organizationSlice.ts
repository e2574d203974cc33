import type { Organization } from '@halo/domain';
import type { HaloSlice } from './haloState';

export type OrganizationStatus = 'unknown' | 'loading' | 'loaded' | 'missing';

export interface OrganizationSlice {
  organization: Organization | null;
  organizationStatus: OrganizationStatus;
  /** `null` means no organization is registered for this subdomain (status `missing`). */
  setOrganization: (organization: Organization | null) => void;
}

export const createOrganizationSlice: HaloSlice<OrganizationSlice> = (set) => ({
  organization: null,
  organizationStatus: 'unknown',
  setOrganization: (organization) =>
    set({ organization, organizationStatus: organization ? 'loaded' : 'missing' }),
});
