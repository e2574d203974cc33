import { createContext } from 'react';
import type { HaloStore } from './createHaloStore';

/**
 * The store a subtree reads through `useHalo`, provided by its composition root: the page's by the
 * host's bootstrap, its own by each `<halo-give>` element (so two forms on one church page stay
 * independent), a fresh one by each test.
 */
export const HaloStoreContext = createContext<HaloStore | null>(null);
