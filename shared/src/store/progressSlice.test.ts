import { createHaloStore } from './haloStore';

describe('progress slice', () => {
  it('counts requests in flight and never goes below zero', () => {
    const store = createHaloStore();
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
