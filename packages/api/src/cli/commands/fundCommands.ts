// fund:add, fund:update.
import * as v from 'valibot';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
import { addFund, findFund, updateFund } from '../../organizations/churchFunds';
import { findChurchForChange } from '../../organizations/updateChurch';
import { defineCommand } from '../cliCommand';
import { yesNoOption } from '../optionValues';

const stateOf = (fund: { isOnlineGivingVisible: boolean; isEnabled: boolean; isDefault: boolean }) =>
  [
    fund.isDefault ? 'default' : null,
    fund.isEnabled ? 'enabled' : 'disabled',
    fund.isOnlineGivingVisible ? 'visible online' : 'hidden online',
  ]
    .filter(Boolean)
    .join(', ');

export const fundAdd = defineCommand({
  kind: 'database',
  name: 'fund:add',
  summary: 'Add a fund donors can give to.',
  options: {
    subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
    name: { type: 'string', value: 'TEXT', required: true, help: "the fund's name, e.g. Missions" },
    visible: { type: 'string', value: 'yes|no', help: 'offered on the giving form (default yes)' },
  },
  schema: v.object({ subdomain: v.string(), name: v.string(), visible: v.optional(yesNoOption) }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const fund = await addFund(tx, organization, { name: input.name, isOnlineGivingVisible: input.visible });
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'fund.add', {
      fund: fund.prefixedId,
      name: fund.name,
      isOnlineGivingVisible: fund.isOnlineGivingVisible,
    });
    return [context.say('fundAdded', { name: fund.name, id: fund.prefixedId, church: organization.name })];
  },
});

export const fundUpdate = defineCommand({
  kind: 'database',
  name: 'fund:update',
  summary: 'Rename a fund, hide it from online giving, or disable it.',
  options: {
    subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
    fund: { type: 'string', value: 'NAME|ID', required: true, help: 'the fund, by name or fund_… id' },
    name: { type: 'string', value: 'TEXT', help: 'its new name' },
    visible: { type: 'string', value: 'yes|no', help: 'offered on the giving form' },
    enabled: { type: 'string', value: 'yes|no', help: 'no: no new gifts to it (its past gifts stay)' },
  },
  schema: v.object({
    subdomain: v.string(),
    fund: v.string(),
    name: v.optional(v.string()),
    visible: v.optional(yesNoOption),
    enabled: v.optional(yesNoOption),
  }),
  notes: ['The default fund stays visible and enabled; a fund in active recurring gifts is not disabled.'],
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const fund = await findFund(tx, organization, input.fund);
    const changes = { name: input.name, isOnlineGivingVisible: input.visible, isEnabled: input.enabled };
    const updated = await updateFund(tx, organization, fund, changes);
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'fund.update', {
      fund: fund.prefixedId,
      was: fund.name,
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    });
    return [
      context.say('fundUpdated', { name: updated.name, id: updated.prefixedId, state: stateOf(updated) }),
    ];
  },
});
