import { formatMoney, organizationSchema } from '@halo/domain';
import * as v from 'valibot';
import { organizationResponse } from '@halo/testkit/api/apiResponses';
import { createHaloStore } from './createHaloStore';
import { createI18n } from '../i18n/createI18n';
import { selectFormattingLocale } from './formattingLocaleSelector';

describe('selectFormattingLocale', () => {
  it('writes an American church’s money in American Spanish for a Spanish reader', async () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().setOrganization(v.parse(organizationSchema, organizationResponse));
    await store.getState().setLocale('es');
    expect(formatMoney(2500, 'USD', selectFormattingLocale(store.getState()))).toBe('$25.00');
    await store.getState().setLocale('en');
    expect(selectFormattingLocale(store.getState())).toBe('en-US');
  });

  it('is the language alone before the church is known', async () => {
    const store = createHaloStore({ i18n: createI18n() });
    await store.getState().setLocale('es');
    expect(selectFormattingLocale(store.getState())).toBe('es');
  });
});
