import { displayName, type UserLike } from '@halo/domain';

/** The name the dashboard welcomes: the first name when there is one, else spec §3's display name. */
export function welcomeName(user: UserLike): string {
  const first = user?.person?.firstName?.trim();
  return first || displayName(user);
}
