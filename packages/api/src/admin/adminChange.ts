// One change made in the admin console: in one transaction, on the organization row locked against
// a concurrent change, recorded in the administrators' activity. A church rule refused (the rules
// the halo CLI shares, organizations/) is a validation error in the request's locale, and nothing
// of the change is written.
import type { AdminActivityAction } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organizations, type OrganizationRow } from '../db/schema';
import { validationError } from '../graphql/portalErrors';
import { ChurchSettingsError } from '../organizations/ChurchSettingsError';
import { recordAdminActivity } from './adminActivityLog';
import type { AdminScope } from './adminScope';

export interface ChangeResult<T> {
  value: T;
  /** What the activity log keeps about the change. */
  details: Record<string, unknown>;
}

export async function adminChange<T>(
  scope: AdminScope,
  action: AdminActivityAction,
  change: (tx: Database, organization: OrganizationRow) => Promise<ChangeResult<T>>,
): Promise<T> {
  try {
    return await scope.app.db.transaction(async (tx) => {
      const [organization] = await tx
        .select()
        .from(organizations)
        .where(eq(organizations.id, scope.organization.id))
        .for('update');
      if (!organization) throw new Error('adminChange: the organization is gone');
      const { value, details } = await change(tx, organization);
      await recordAdminActivity(
        tx,
        organization.id,
        { source: 'console', prefixedId: scope.user.prefixedId, label: scope.user.email },
        action,
        details,
      );
      return value;
    });
  } catch (error) {
    if (error instanceof ChurchSettingsError) {
      throw validationError({ [error.field || 'input']: [error.messageIn(scope.locale)] });
    }
    throw error;
  }
}
