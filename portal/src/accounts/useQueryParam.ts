import { useLocationPath } from 'halo_shared/router';

/** A query parameter of the current path (`/login?error=google` → `google`), or null. */
export function useQueryParam(name: string): string | null {
  const path = useLocationPath();
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0] : '';
  return new URLSearchParams(query).get(name);
}
