// The console's lobby kiosks (docs/PRODUCT.md §20): a church's kiosks listed, one started on the
// administrator's own browser, and turned off. Each change is in the church's activity log, never
// with the device's secret.
import {
  KIOSK_DEVICES_PER_CHURCH_MAX,
  kioskDeviceExpiry,
  kioskDeviceState,
  type KioskDevice,
} from '@halo/domain';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { newKioskDeviceSecret } from '../../core/kioskDevices/kioskDeviceCookie';
import { kioskMessage } from '../../core/kioskDevices/kioskMessages';
import { kioskDevices, users, type KioskDeviceRow } from '../../db/schema';
import { newPrefixedId } from '../../db/prefixedId';
import { ValidationFailed } from '../../http/errors/ValidationFailed';
import { notFoundError } from '../../core/localizedRefusals';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';

function presentKioskDevice(row: KioskDeviceRow, startedBy: string | null, now: Date): KioskDevice {
  return {
    prefixed_id: row.prefixedId,
    name: row.name,
    started_at: row.startedAt.toISOString(),
    started_by: startedBy,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    state: kioskDeviceState(row, now),
  };
}

/** The church's kiosks, newest first, ended ones too (they say how they ended). */
export async function listKioskDevices(scope: AdminScope): Promise<KioskDevice[]> {
  const rows = await scope.app.db
    .select({ device: kioskDevices, startedBy: users.email })
    .from(kioskDevices)
    .leftJoin(users, eq(users.id, kioskDevices.startedByUserId))
    .where(eq(kioskDevices.organizationId, scope.organization.id))
    .orderBy(desc(kioskDevices.startedAt), desc(kioskDevices.id));
  const now = scope.app.clock();
  return rows.map((row) => presentKioskDevice(row.device, row.startedBy, now));
}

/** Starts a kiosk; the answer carries the device's secret, which only its cookie ever holds. */
export function startKioskDevice(
  scope: AdminScope,
  name: string,
): Promise<{ device: KioskDevice; secret: string; expiresAt: Date }> {
  const now = scope.app.clock();
  return adminChange(scope, 'kiosk.start', async (tx, organization) => {
    const [running] = await tx
      .select({ n: count() })
      .from(kioskDevices)
      .where(
        and(
          eq(kioskDevices.organizationId, organization.id),
          isNull(kioskDevices.revokedAt),
          gt(kioskDevices.expiresAt, now),
        ),
      );
    if ((running?.n ?? 0) >= KIOSK_DEVICES_PER_CHURCH_MAX) {
      throw new ValidationFailed({ name: [kioskMessage(scope.locale, 'tooManyKiosks')] });
    }
    const { secret, secretHash } = newKioskDeviceSecret();
    const expiresAt = kioskDeviceExpiry(now);
    const [row] = await tx
      .insert(kioskDevices)
      .values({
        prefixedId: newPrefixedId('kio'),
        organizationId: organization.id,
        name,
        secretHash,
        startedByUserId: scope.user.id,
        startedAt: now,
        expiresAt,
      })
      .returning();
    return {
      value: { device: presentKioskDevice(row!, scope.user.email, now), secret, expiresAt },
      details: { kiosk: row!.prefixedId, name },
    };
  });
}

/** Turns a kiosk of the church off at once; turning off one already off changes nothing. */
export function revokeKioskDevice(scope: AdminScope, devicePrefixedId: string): Promise<KioskDevice> {
  return adminChange(scope, 'kiosk.revoke', async (tx, organization) => {
    const [row] = await tx
      .select({ device: kioskDevices, startedBy: users.email })
      .from(kioskDevices)
      .leftJoin(users, eq(users.id, kioskDevices.startedByUserId))
      .where(
        and(eq(kioskDevices.organizationId, organization.id), eq(kioskDevices.prefixedId, devicePrefixedId)),
      )
      .for('update', { of: kioskDevices });
    if (!row) throw notFoundError(scope.locale);
    const revokedAt = row.device.revokedAt ?? scope.app.clock();
    if (!row.device.revokedAt) {
      await tx.update(kioskDevices).set({ revokedAt }).where(eq(kioskDevices.id, row.device.id));
    }
    return {
      value: presentKioskDevice({ ...row.device, revokedAt }, row.startedBy, scope.app.clock()),
      details: { kiosk: row.device.prefixedId, name: row.device.name },
    };
  });
}
