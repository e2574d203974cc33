import { createContext } from 'react';
import type { HaloStore } from './haloStore';

/**
 * The store a subtree reads through `useHalo`. Absent (null) means the page's `haloStore`; each
 * `<halo-give>` element provides its own, so two forms on one church page stay independent.
 */
export const HaloStoreContext = createContext<HaloStore | null>(null);
