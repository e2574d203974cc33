// The console's "Team": the church's administrators (accounts with at least one ability), invited
// with the halo CLI's admin:invite (core/accounts/administratorInvitation.ts), their abilities changed
// or taken away. Removing an administrator keeps their donor account and its gifts.
import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { inviteAdministrator } from '../core/accounts/administratorInvitation';
import type { Database } from '../db/database';
import { ADMINISTRATOR_ABILITIES, people, users, type AdministratorAbility } from '../db/schema';
import { validationError } from '../graphql/portalErrors';
import { churchEmailField, parseChurchSettings } from '../organizations/churchFields';
import { churchSettingsMessage } from '../organizations/churchSettingsMessages';
import { notFoundError } from '../core/localizedRefusals';
import { adminChange } from './adminChange';
import { adminMessage } from './adminMessages';
import type { AdminScope } from './adminScope';

const memberColumns = {
  id: users.id,
  prefixedId: users.prefixedId,
  email: users.email,
  abilities: users.abilities,
  passwordHash: users.passwordHash,
  firstName: people.firstName,
  lastName: people.lastName,
};

interface MemberRow {
  id: number;
  prefixedId: string;
  email: string;
  abilities: string[];
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
}

function presentMember(row: MemberRow) {
  return {
    prefixedId: row.prefixedId,
    email: row.email,
    name: row.firstName ? [row.firstName, row.lastName].filter(Boolean).join(' ') : row.email,
    abilities: row.abilities,
    hasPassword: row.passwordHash !== null,
  };
}

async function memberByPrefixedId(tx: Database, organizationId: number, prefixedId: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(users)
    .leftJoin(people, eq(people.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), eq(users.prefixedId, prefixedId)));
  return row;
}

export async function listChurchTeam(scope: AdminScope) {
  const rows = await scope.app.db
    .select(memberColumns)
    .from(users)
    .leftJoin(people, eq(people.userId, users.id))
    .where(
      and(eq(users.organizationId, scope.organization.id), sql`jsonb_array_length(${users.abilities}) > 0`),
    )
    .orderBy(asc(users.email));
  return rows.map(presentMember);
}

/** Known abilities in their one order, at least one; or a validation error on `abilities`. */
function readAbilities(scope: AdminScope, abilities: readonly string[]): AdministratorAbility[] {
  const known = ADMINISTRATOR_ABILITIES as readonly string[];
  if (abilities.length === 0 || abilities.some((ability) => !known.includes(ability))) {
    throw validationError({ abilities: [churchSettingsMessage(scope.locale, 'abilitiesInvalid')] });
  }
  return ADMINISTRATOR_ABILITIES.filter((ability) => abilities.includes(ability));
}

export function inviteTeamMember(scope: AdminScope, emailText: string, abilityList: readonly string[]) {
  const abilities = readAbilities(scope, abilityList);
  return adminChange(scope, 'team.invite', async (tx, organization) => {
    const { email } = parseChurchSettings(v.object({ email: churchEmailField }), { email: emailText });
    const invitation = await inviteAdministrator(
      tx,
      organization,
      { email, abilities },
      { publicUrl: scope.app.config.publicUrl, now: scope.app.clock() },
    );
    const member = await memberByPrefixedId(tx, organization.id, invitation.userPrefixedId);
    return {
      value: presentMember(member!),
      details: { user: invitation.userPrefixedId, email, abilities: invitation.abilities },
    };
  });
}

/** An administrator may not lock themselves out of the team: another one takes manage-team away. */
function assertKeepsOwnManageTeam(scope: AdminScope, userPrefixedId: string, abilities: readonly string[]) {
  if (
    userPrefixedId === scope.user.prefixedId &&
    !scope.user.isHaloAdmin &&
    !abilities.includes('manage-team')
  ) {
    throw validationError({ abilities: [adminMessage(scope.locale, 'ownManageTeamKept')] });
  }
}

async function setAbilities(
  scope: AdminScope,
  action: 'team.updateAbilities' | 'team.remove',
  userPrefixedId: string,
  abilities: AdministratorAbility[],
) {
  assertKeepsOwnManageTeam(scope, userPrefixedId, abilities);
  return adminChange(scope, action, async (tx, organization) => {
    const member = await memberByPrefixedId(tx, organization.id, userPrefixedId);
    if (!member || (member.abilities.length === 0 && abilities.length === 0))
      throw notFoundError(scope.locale);
    await tx.update(users).set({ abilities }).where(eq(users.id, member.id));
    return {
      value: presentMember({ ...member, abilities }),
      details: { user: member.prefixedId, email: member.email, was: member.abilities, abilities },
    };
  });
}

export function updateTeamMemberAbilities(
  scope: AdminScope,
  userPrefixedId: string,
  abilityList: readonly string[],
) {
  return setAbilities(scope, 'team.updateAbilities', userPrefixedId, readAbilities(scope, abilityList));
}

export async function removeTeamMember(scope: AdminScope, userPrefixedId: string): Promise<boolean> {
  await setAbilities(scope, 'team.remove', userPrefixedId, []);
  return true;
}
