import { createHaloStore } from './createHaloStore';
import { createI18n } from '../i18n/createI18n';
import type { Organization } from '@halo/domain';

const organization = { prefixedId: 'org_1', name: 'Grace' } as Organization;

describe('organization slice', () => {
  it('starts unknown', () => {
    const store = createHaloStore({ i18n: createI18n() });
    expect(store.getState()).toMatchObject({ organization: null, organizationStatus: 'unknown' });
  });

  it('is loaded with an organization and missing with null', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().setOrganization(organization);
    expect(store.getState()).toMatchObject({ organization, organizationStatus: 'loaded' });
    store.getState().setOrganization(null);
    expect(store.getState()).toMatchObject({ organization: null, organizationStatus: 'missing' });
  });
});
