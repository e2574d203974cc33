// admin:reset-second-factor: an administrator who lost their phone and their recovery codes asks
// whoever runs the server; the secret and codes are deleted, so the console asks them to enrol again.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
import { deleteSecondFactor } from '../../admin/secondFactor/secondFactorRecords';
import { users } from '../../db/schema';
import { ChurchSettingsError } from '../../organizations/ChurchSettingsError';
import { churchEmailField, parseChurchSettings } from '../../organizations/churchFields';
import { findChurchForChange } from '../../organizations/updateChurch';
import { defineCommand } from '../cliCommand';

export const adminResetSecondFactor = defineCommand({
  kind: 'database',
  name: 'admin:reset-second-factor',
  summary:
    "Remove an administrator's second factor (a lost phone): they set up a new one before refunds and team changes.",
  options: {
    subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
    email: { type: 'string', value: 'EMAIL', required: true, help: "the administrator's sign-in address" },
  },
  notes: ['Check who is asking first: this lets whoever holds the password enroll a phone of their own.'],
  schema: v.object({ subdomain: v.string(), email: v.string() }),
  async run(tx, input) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const { email } = parseChurchSettings(v.object({ email: churchEmailField }), { email: input.email });
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.organizationId, organization.id), eq(users.email, email)));
    if (!user) throw new ChurchSettingsError('email', 'accountUnknown', { value: email });
    if (!(await deleteSecondFactor(tx, user.id))) {
      throw new ChurchSettingsError('email', 'secondFactorMissing', { value: email });
    }
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'secondFactor.reset', {
      user: user.prefixedId,
      email,
    });
    return [`${email}: second factor removed; they set up a new one on the console's Security page`];
  },
});
