import type { CurrentUser } from '@halo/domain';

/**
 * The name the dashboard welcomes: the first name when there is one, else `fallback` (docs/PRODUCT.md §3's display
 * name, from the store's `selectDisplayName`). Not @halo/domain's `displayName`: its module builds a
 * valibot schema on import, which would add valibot to the dashboard's first load.
 */
export function welcomeName(user: Pick<CurrentUser, 'person'> | null, fallback: string): string {
  return user?.person?.firstName?.trim() || fallback;
}
