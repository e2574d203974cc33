import { createHaloStore } from './createHaloStore';
import { createI18n } from '../i18n/createI18n';

describe('navigation slice', () => {
  it('starts at / outside a browser', () => {
    expect(createHaloStore({ i18n: createI18n() }).getState()).toMatchObject({ path: '/', history: ['/'] });
  });

  it('records visits newest last and replaces the newest on replace', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().recordNavigation('/dashboard');
    store.getState().recordNavigation('/login', { replace: true });
    expect(store.getState()).toMatchObject({ path: '/login', history: ['/', '/login'] });
  });

  it('keeps at most 30 entries (docs/PRODUCT.md §4), dropping the oldest', () => {
    const store = createHaloStore({ i18n: createI18n() });
    for (let i = 1; i <= 40; i += 1) store.getState().recordNavigation(`/p${i}`);
    const { history } = store.getState();
    expect(history).toHaveLength(30);
    expect(history[0]).toBe('/p11');
    expect(history.at(-1)).toBe('/p40');
  });
});
