/** @jest-environment ./jest.jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n } from '../i18n/createI18n';
import { createHaloStore, type HaloStore } from './createHaloStore';
import { HaloStoreContext } from './HaloStoreContext';
import { useHalo } from './useHalo';

function PendingCount() {
  const pending = useHalo((state) => state.pendingRequests);
  return <output>{pending}</output>;
}

const within = (store: HaloStore, children: ReactNode) => (
  <HaloStoreContext.Provider value={store}>{children}</HaloStoreContext.Provider>
);

describe('useHalo', () => {
  it('renders the selected state of its root’s store and follows changes', () => {
    const store = createHaloStore({ i18n: createI18n() });
    render(within(store, <PendingCount />));
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => store.getState().beginRequest());
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => store.getState().endRequest());
    expect(screen.getByRole('status').textContent).toBe('0');
  });

  it('reads the store of the root it is rendered in: two roots on one page share nothing', () => {
    const first = createHaloStore({ i18n: createI18n() });
    const second = createHaloStore({ embedded: true, locale: 'es', i18n: createI18n('es') });
    render(
      <>
        {within(first, <PendingCount />)}
        {within(second, <PendingCount />)}
      </>,
    );
    act(() => first.getState().beginRequest());
    expect(screen.getAllByRole('status').map((output) => output.textContent)).toEqual(['1', '0']);
  });

  it('refuses to render outside a root rather than fall back to a store shared by the page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PendingCount />)).toThrow('useHaloStore needs a HaloStoreContext provider');
    jest.restoreAllMocks();
  });
});
