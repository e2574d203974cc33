import { currentLocationPath } from '../store/navigationSlice';
import { resolveNavigation } from './navigate';

/**
 * Listens to back/forward (`popstate`) and resolves the current location through the guard once, as the
 * first navigation of the page. Returns the function that removes the listener.
 */
export function startRouter(): () => void {
  const onPopState = () => {
    void resolveNavigation(currentLocationPath(), 'pop');
  };
  window.addEventListener('popstate', onPopState);
  void resolveNavigation(currentLocationPath(), 'replace');
  return () => window.removeEventListener('popstate', onPopState);
}
