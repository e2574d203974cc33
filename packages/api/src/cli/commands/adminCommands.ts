// admin:invite, platform-admin:create: the set-password invitation of church:create, for another
// administrator of a church or for a Halo Give operator.
import * as v from 'valibot';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
import { inviteAdministrator } from '../../core/accounts/administratorInvitation';
import { ADMINISTRATOR_ABILITIES, type AdministratorAbility } from '../../db/schema';
import { churchEmailField, parseChurchSettings } from '../../organizations/churchFields';
import { findChurchForChange } from '../../organizations/updateChurch';
import { defineCommand } from '../cliCommand';
import { invitationLine } from './invitationLine';

const abilityList = v.pipe(
  v.string(),
  v.transform((text) => text.split(/[\s,]+/).filter(Boolean)),
  v.check(
    (items) =>
      items.length > 0 &&
      items.every((item) => (ADMINISTRATOR_ABILITIES as readonly string[]).includes(item)),
    'abilitiesInvalid',
  ),
  v.transform((items) => items as AdministratorAbility[]),
);

export const adminInvite = defineCommand({
  kind: 'database',
  name: 'admin:invite',
  sendsMail: true,
  summary:
    'Invite an administrator of a church (or send an invitation again): a set-password email, valid 7 days.',
  options: {
    subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
    email: { type: 'string', value: 'EMAIL', required: true, help: 'who to invite' },
    abilities: {
      type: 'string',
      value: 'LIST',
      help: `what they may do (default all): ${ADMINISTRATOR_ABILITIES.join(',')}`,
    },
  },
  notes: ['An existing account of the church keeps its password and gains the abilities.'],
  schema: v.object({ subdomain: v.string(), email: v.string(), abilities: v.optional(abilityList) }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const { email } = parseChurchSettings(v.object({ email: churchEmailField }), { email: input.email });
    const invitation = await inviteAdministrator(
      tx,
      organization,
      { email, abilities: input.abilities ?? ADMINISTRATOR_ABILITIES },
      { publicUrl: context.config.publicUrl, now: context.now },
    );
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'team.invite', {
      user: invitation.userPrefixedId,
      email,
      abilities: invitation.abilities,
    });
    return [
      `${invitation.email}: ${invitation.abilities.join(', ')}`,
      invitationLine(context, invitation.email),
    ];
  },
});

export const platformAdminCreate = defineCommand({
  kind: 'database',
  name: 'platform-admin:create',
  sendsMail: true,
  summary:
    "Invite a Halo Give operator (isHaloAdmin: administrator of every church), signing in at one church's host.",
  options: {
    email: { type: 'string', value: 'EMAIL', required: true, help: 'who to invite' },
    subdomain: {
      type: 'string',
      value: 'LABEL',
      required: true,
      help: 'the church whose address they sign in at (accounts belong to one church)',
    },
  },
  schema: v.object({ email: v.string(), subdomain: v.string() }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const { email } = parseChurchSettings(v.object({ email: churchEmailField }), { email: input.email });
    const invitation = await inviteAdministrator(
      tx,
      organization,
      { email, abilities: [], isHaloAdmin: true },
      { publicUrl: context.config.publicUrl, now: context.now },
    );
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'team.invite', {
      user: invitation.userPrefixedId,
      email,
      isHaloAdmin: true,
    });
    return [`${invitation.email}: isHaloAdmin`, invitationLine(context, invitation.email)];
  },
});
