import type { AdminTeamMemberFieldsFragment } from '@halo/shared/graphql/admin-team';

/** How the console names an administrator: their name, or their email until they give one. */
export const memberName = (member: Pick<AdminTeamMemberFieldsFragment, 'name' | 'email'>) =>
  member.name.trim() || member.email;
