import { createHaloStore } from './createHaloStore';
import { createI18n } from '../i18n/createI18n';

describe('flash slice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens with success as the default level', () => {
    const store = createHaloStore({ i18n: createI18n() });
    expect(store.getState().flash).toEqual({ open: false, text: '', level: 'success' });
    store.getState().showFlash('Copied!');
    expect(store.getState().flash).toEqual({ open: true, text: 'Copied!', level: 'success' });
  });

  it('closes by itself after 5000 ms', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().showFlash('Oops', 'error');
    jest.advanceTimersByTime(4999);
    expect(store.getState().flash.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getState().flash).toEqual({ open: false, text: 'Oops', level: 'error' });
  });

  it('restarts the 5 s when flashed again', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().showFlash('first');
    jest.advanceTimersByTime(4000);
    store.getState().showFlash('second', 'warning');
    jest.advanceTimersByTime(4000);
    expect(store.getState().flash).toEqual({ open: true, text: 'second', level: 'warning' });
    jest.advanceTimersByTime(1000);
    expect(store.getState().flash.open).toBe(false);
  });

  it('closes on click and leaves no timer behind', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().showFlash('Saved');
    store.getState().closeFlash();
    expect(store.getState().flash.open).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stands still while held and closes 5 s after it is let go', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().showFlash('Receipt sent');
    jest.advanceTimersByTime(4000);
    store.getState().holdFlash();
    jest.advanceTimersByTime(60_000);
    expect(store.getState().flash.open).toBe(true);
    store.getState().releaseFlash();
    jest.advanceTimersByTime(4999);
    expect(store.getState().flash.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getState().flash.open).toBe(false);
  });

  it('does not reopen when let go after it closed', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().showFlash('Saved');
    store.getState().holdFlash();
    store.getState().closeFlash();
    store.getState().releaseFlash();
    expect(store.getState().flash.open).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
