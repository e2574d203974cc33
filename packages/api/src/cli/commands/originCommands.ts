// origin:add, origin:remove: the websites that may embed a church's giving form (CORS).
import * as v from 'valibot';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
import {
  addAllowedWebsite,
  normalizeOriginPattern,
  removeAllowedWebsite,
} from '../../organizations/allowedWebsites';
import { findChurchForChange } from '../../organizations/updateChurch';
import { defineCommand, type CliContext } from '../cliCommand';

const options = {
  subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
  origin: {
    type: 'string',
    value: 'ORIGIN',
    required: true,
    help: 'scheme://host[:port], e.g. https://www.cedarhill.org',
  },
} as const;

const notes = [
  '*. before the host allows every subdomain of it (https://*.cedarhill.org), :* as the port any port.',
  'No path: the form checks where a page comes from, not which page it is.',
];

const originsLine = (context: CliContext, origins: string[]) =>
  context.say('originsNow', { value: origins.length ? origins.join(' ') : context.say('none') });

export const originAdd = defineCommand({
  kind: 'database',
  name: 'origin:add',
  summary: "Allow a website to embed the church's giving form.",
  options,
  notes,
  schema: v.object({ subdomain: v.string(), origin: v.string() }),
  check: (input) => void normalizeOriginPattern(input.origin),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const updated = await addAllowedWebsite(tx, organization, input.origin);
    const added = updated.allowedOrigins.at(-1) ?? input.origin;
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'website.add', { origin: added });
    return [
      context.say('originAdded', { value: added, church: organization.name }),
      originsLine(context, updated.allowedOrigins),
    ];
  },
});

export const originRemove = defineCommand({
  kind: 'database',
  name: 'origin:remove',
  summary: "Stop a website from embedding the church's giving form.",
  options,
  notes,
  schema: v.object({ subdomain: v.string(), origin: v.string() }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const updated = await removeAllowedWebsite(tx, organization, input.origin);
    const removed = organization.allowedOrigins.find((origin) => !updated.allowedOrigins.includes(origin));
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'website.remove', { origin: removed });
    return [
      context.say('originRemoved', { value: input.origin.trim().toLowerCase(), church: organization.name }),
      originsLine(context, updated.allowedOrigins),
    ];
  },
});
