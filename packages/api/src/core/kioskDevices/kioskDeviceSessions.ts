// Who a kiosk is (docs/PRODUCT.md §20): the device whose secret the request's `halo_kiosk` cookie
// holds, or whose giving token names it. A device session only gives: the kiosk's own calls and the
// giving calls of the tokens it was handed accept it; nothing else reads this cookie. A device of
// another church, a revoked one and an expired one are refused, each saying which.
import { kioskDeviceState, type Locale } from '@halo/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kioskDevices, type KioskDeviceRow, type OrganizationRow } from '../../db/schema';
import { Forbidden } from '../../http/errors/Forbidden';
import { Unauthenticated } from '../../http/errors/Unauthenticated';
import { createAttemptLimit } from '../../limits/attemptLimit';
import { createLimitCounters } from '../../limits/limitCounters';
import { takeWithinLimit } from '../../limits/withinLimits';
import { hashKioskDeviceSecret, KIOSK_COOKIE } from './kioskDeviceCookie';
import { kioskMessage } from './kioskMessages';

/** Writing last_used_at on every call would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

function refuseUnlessGiving(
  app: FastifyInstance,
  device: KioskDeviceRow | null,
  organization: OrganizationRow,
  locale: Locale,
): KioskDeviceRow {
  if (!device) throw new Unauthenticated(kioskMessage(locale, 'notAKiosk'), { code: 'kiosk_missing' });
  if (device.organizationId !== organization.id) {
    throw new Forbidden(kioskMessage(locale, 'otherChurch'), { code: 'kiosk_other_church' });
  }
  const state = kioskDeviceState(device, app.clock());
  if (state === 'revoked') {
    throw new Unauthenticated(kioskMessage(locale, 'revoked'), { code: 'kiosk_revoked' });
  }
  if (state === 'expired') {
    throw new Unauthenticated(kioskMessage(locale, 'expired'), { code: 'kiosk_expired' });
  }
  return device;
}

async function touch(app: FastifyInstance, device: KioskDeviceRow): Promise<void> {
  const now = app.clock();
  const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  await app.db
    .update(kioskDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(kioskDevices.id, device.id),
        or(isNull(kioskDevices.lastUsedAt), lt(kioskDevices.lastUsedAt, staleBefore)),
      ),
    );
}

/** The request's kiosk device of `organization`, still giving; refused otherwise. */
export async function requireKioskDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  organization: OrganizationRow,
): Promise<KioskDeviceRow> {
  const secret = request.cookies[KIOSK_COOKIE];
  const [row] = secret
    ? await app.db
        .select()
        .from(kioskDevices)
        .where(eq(kioskDevices.secretHash, hashKioskDeviceSecret(secret)))
        .limit(1)
    : [];
  const device = refuseUnlessGiving(app, row ?? null, organization, request.locale);
  await touch(app, device);
  return device;
}

/**
 * For a giving token a kiosk was handed: the device must still give when the token is used, so
 * turning a kiosk off stops a gift half-way through as well as the next one.
 */
export async function requireKioskDeviceById(
  app: FastifyInstance,
  locale: Locale,
  organization: OrganizationRow,
  devicePrefixedId: string,
): Promise<KioskDeviceRow> {
  const [row] = await app.db
    .select()
    .from(kioskDevices)
    .where(eq(kioskDevices.prefixedId, devicePrefixedId))
    .limit(1);
  return refuseUnlessGiving(app, row ?? null, organization, locale);
}

/**
 * Giving limits per device (docs/PRODUCT.md §20): every giving call a kiosk makes (a giver starting, a
 * card, a gift) counts for its device in the database, `KIOSK_ATTEMPTS_PER_DEVICE_PER_HOUR` an hour.
 */
export async function countKioskDeviceAttempt(
  app: FastifyInstance,
  locale: Locale,
  devicePrefixedId: string,
): Promise<void> {
  const limit = createAttemptLimit(createLimitCounters(app.db), {
    name: 'kiosk-device',
    max: app.config.kioskAttemptsPerDevicePerHour,
    windowMs: 60 * 60_000,
  });
  await takeWithinLimit(locale, limit, devicePrefixedId, app.clock());
}
