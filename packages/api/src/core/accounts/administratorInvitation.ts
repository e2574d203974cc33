// Inviting an administrator of a church (the halo CLI's church:create, admin:invite and
// platform-admin:create; the console's Team section): the account is created without a password,
// or an existing one of that church gains the abilities, and the set-password email is queued in
// the caller's transaction, so an invitation exists exactly when its email is on its way.
import { localeOf } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  ADMINISTRATOR_ABILITIES,
  authTokens,
  people,
  users,
  type AdministratorAbility,
  type OrganizationRow,
} from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { administratorInvitationEmail } from './administratorInvitationEmail';
import { hashEmailedToken, newEmailedToken } from './emailedTokens';
import { organizationUrl } from '../organizationUrl';

/** An invitation has to survive a week of someone not reading their email. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export interface AdministratorInvitationInput {
  /** Lowercased and checked by the caller (organizations/churchFields.ts churchEmailField). */
  email: string;
  abilities: readonly AdministratorAbility[];
  /** A Halo Give operator: every church's administrator (docs/PRODUCT.md §3 isHaloAdmin). */
  isHaloAdmin?: boolean;
}

export interface AdministratorInvitation {
  userPrefixedId: string;
  email: string;
  abilities: AdministratorAbility[];
  expiresAt: Date;
  /** False when the account already existed (a donor who becomes an administrator). */
  created: boolean;
}

/** Abilities in the one order of ADMINISTRATOR_ABILITIES, without repeats. */
function orderedAbilities(abilities: readonly string[]): AdministratorAbility[] {
  return ADMINISTRATOR_ABILITIES.filter((ability) => abilities.includes(ability));
}

export async function inviteAdministrator(
  tx: Database,
  organization: OrganizationRow,
  input: AdministratorInvitationInput,
  settings: { publicUrl: string; now: Date },
): Promise<AdministratorInvitation> {
  const [existing] = await tx
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organization.id), eq(users.email, input.email)))
    .limit(1);
  const abilities = orderedAbilities([...(existing?.abilities ?? []), ...input.abilities]);
  const isHaloAdmin = (existing?.isHaloAdmin ?? false) || (input.isHaloAdmin ?? false);
  const user = existing
    ? (await tx.update(users).set({ abilities, isHaloAdmin }).where(eq(users.id, existing.id)).returning())[0]
    : (
        await tx
          .insert(users)
          .values({
            prefixedId: newPrefixedId('usr'),
            organizationId: organization.id,
            email: input.email,
            passwordHash: null,
            locale: organization.locale,
            abilities,
            isHaloAdmin,
          })
          .returning()
      )[0];
  if (!user) throw new Error('inviteAdministrator: the account was not written');
  if (!existing) {
    await tx.insert(people).values({
      prefixedId: newPrefixedId('per'),
      userId: user.id,
      organizationId: organization.id,
      contact: {
        address: null,
        city: null,
        state: null,
        zip: null,
        country: organization.contact.country,
        email: input.email,
        phones: [],
      },
    });
  }

  // The reset-or-set link of the spec (POST /reset-password spends it), living a week instead of an hour.
  const token = newEmailedToken();
  const expiresAt = new Date(settings.now.getTime() + INVITATION_LIFETIME_MS);
  await tx.insert(authTokens).values({
    tokenHash: hashEmailedToken(token),
    purpose: 'reset_password',
    userId: user.id,
    organizationId: organization.id,
    expiresAt,
  });
  const link = organizationUrl(settings.publicUrl, organization.subdomain, `/reset-password/${token}`);
  const locale = localeOf(user.locale);
  await enqueueMail(
    tx,
    administratorInvitationEmail({
      to: user.email,
      locale,
      organization: organization.displayName,
      link: `${link}?mode=set`,
    }),
    organization.id,
  );
  return { userPrefixedId: user.prefixedId, email: user.email, abilities, expiresAt, created: !existing };
}
