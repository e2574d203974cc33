import { guardNavigation, type GuardState } from './guardNavigation';

function fakeStore(initial: Partial<GuardState> = {}) {
  let state: GuardState = {
    organizationStatus: 'unknown',
    userStatus: 'unknown',
    isLoggedIn: false,
    consoleUser: null,
    ...initial,
  };
  return {
    getState: () => state,
    set: (next: Partial<GuardState>) => {
      state = { ...state, ...next };
    },
  };
}

describe('guardNavigation', () => {
  it('loads the organization then the user, then allows a signed-in donor', async () => {
    const store = fakeStore();
    const loadOrganization = jest.fn(async () => store.set({ organizationStatus: 'loaded' }));
    const loadCurrentUser = jest.fn(async () => store.set({ userStatus: 'loaded', isLoggedIn: true }));
    const outcome = await guardNavigation('/transactions', {
      getState: store.getState,
      loadOrganization,
      loadCurrentUser,
    });
    expect(outcome).toMatchObject({ type: 'allow', match: { route: { name: 'transactions' } } });
    expect(loadOrganization).toHaveBeenCalledTimes(1);
    expect(loadCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('does not load the user for a guest route', async () => {
    const store = fakeStore({ organizationStatus: 'loaded' });
    const loadCurrentUser = jest.fn();
    const outcome = await guardNavigation('/', {
      getState: store.getState,
      loadOrganization: jest.fn(),
      loadCurrentUser,
    });
    expect(outcome).toMatchObject({ type: 'allow', match: { route: { name: 'home' } } });
    expect(loadCurrentUser).not.toHaveBeenCalled();
  });

  it('redirects a host with no church to /404', async () => {
    const store = fakeStore();
    const loadOrganization = async () => store.set({ organizationStatus: 'missing' });
    const outcome = await guardNavigation('/', {
      getState: store.getState,
      loadOrganization,
      loadCurrentUser: jest.fn(),
    });
    expect(outcome).toEqual({ type: 'redirect', to: '/404' });
  });

  it('redirects a guest from a donor page to /login?p=<that page>', async () => {
    const store = fakeStore({ organizationStatus: 'loaded' });
    const loadCurrentUser = async () => store.set({ userStatus: 'loaded' });
    const outcome = await guardNavigation('/dashboard', {
      getState: store.getState,
      loadOrganization: jest.fn(),
      loadCurrentUser,
    });
    expect(outcome).toEqual({ type: 'redirect', to: '/login?p=%2Fdashboard' });
  });

  it('fails instead of looping when a load leaves the status unknown', async () => {
    const store = fakeStore();
    const loadOrganization = jest.fn(async () => undefined);
    const outcome = await guardNavigation('/', {
      getState: store.getState,
      loadOrganization,
      loadCurrentUser: jest.fn(),
    });
    expect(outcome.type).toBe('failed');
    expect(loadOrganization).toHaveBeenCalledTimes(1);
  });

  it('fails with the error a load throws', async () => {
    const store = fakeStore();
    const error = new Error('offline');
    const outcome = await guardNavigation('/', {
      getState: store.getState,
      loadOrganization: () => Promise.reject(error),
      loadCurrentUser: jest.fn(),
    });
    expect(outcome).toEqual({ type: 'failed', error });
  });

  it('sends a guest going to the console to sign in, then lets the administrator back to it', async () => {
    const store = fakeStore({ organizationStatus: 'loaded' });
    const dependencies = {
      getState: store.getState,
      loadOrganization: jest.fn(),
      loadCurrentUser: jest.fn(async () => store.set({ userStatus: 'loaded' })),
    };
    expect(await guardNavigation('/admin', dependencies)).toEqual({
      type: 'redirect',
      to: '/login?p=%2Fadmin',
    });
    store.set({ isLoggedIn: true, consoleUser: { abilities: ['manage-giving'], isHaloAdmin: false } });
    expect(await guardNavigation('/admin', dependencies)).toMatchObject({
      type: 'allow',
      match: { route: { name: 'adminOverview' } },
    });
  });

  it('shows a signed-in donor the console as a page that does not exist', async () => {
    const store = fakeStore({
      organizationStatus: 'loaded',
      userStatus: 'loaded',
      isLoggedIn: true,
      consoleUser: { abilities: [], isHaloAdmin: false },
    });
    const outcome = await guardNavigation('/admin/websites', {
      getState: store.getState,
      loadOrganization: jest.fn(),
      loadCurrentUser: jest.fn(),
    });
    expect(outcome).toEqual({ type: 'redirect', to: '/404' });
  });
});
