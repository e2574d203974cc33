import { createHaloStore } from './createHaloStore';
import { createI18n } from '../i18n/createI18n';

describe('progress slice', () => {
  it('counts requests in flight and never goes below zero', () => {
    const store = createHaloStore({ i18n: createI18n() });
    const { beginRequest, endRequest } = store.getState();
    beginRequest();
    beginRequest();
    expect(store.getState().pendingRequests).toBe(2);
    endRequest();
    endRequest();
    endRequest();
    expect(store.getState().pendingRequests).toBe(0);
  });
});
