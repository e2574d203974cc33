import { createContext, useContext } from 'react';
import type { Router } from './createRouter';

/** The router of a page, provided by its composition root (the host's bootstrap, a test). */
export const RouterContext = createContext<Router | null>(null);

/** This page's router; there is no page-wide default to fall back to. */
export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a RouterContext provider (made by the composition root)');
  return router;
}
