// The console's lobby kiosks (docs/PRODUCT.md §20, docs/CONTRACTS.md "Lobby kiosk"): for the signed-in
// administrator of the request's church holding 'manage-giving'; the session's CSRF check applies to
// every POST as everywhere. REST rather than GraphQL because starting a kiosk changes this browser's
// cookies: the administrator's session ends and the device's cookie takes its place, so a tablet
// left in the lobby can give and do nothing else. The published demo's administrator, whose password
// is public, starts none.
import {
  calendarDateInTimeZone,
  kioskStartRequestSchema,
  type KioskDevice,
  type KioskDevicesResponse,
} from '@halo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setKioskCookie } from '../../core/kioskDevices/kioskDeviceCookie';
import { kioskMessage } from '../../core/kioskDevices/kioskMessages';
import { isPublishedDemoAdministrator } from '../../core/publishedDemo';
import { Forbidden } from '../../http/errors/Forbidden';
import { parseBody } from '../../http/parseBody';
import { adminMessage } from '../adminMessages';
import { hasAbility, type AdminScope } from '../adminScope';
import { listKioskDevices, revokeKioskDevice, startKioskDevice } from './churchKioskDevices';

async function kioskScope(app: FastifyInstance, request: FastifyRequest): Promise<AdminScope> {
  const { user, organization } = await request.signedInDonor();
  const { locale } = request;
  if (!hasAbility(user, ['manage-giving'])) throw new Forbidden(adminMessage(locale, 'forbidden'));
  return {
    app,
    user,
    organization,
    locale,
    today: calendarDateInTimeZone(organization.timeZone, app.clock()),
  };
}

export default async function kioskDeviceRoutes(app: FastifyInstance) {
  const signedIn = { config: { signedIn: 'rest' } } as const;

  app.get('/api/admin/kiosk-devices', signedIn, async (request): Promise<KioskDevicesResponse> => {
    return { data: await listKioskDevices(await kioskScope(app, request)) };
  });

  app.post('/api/admin/kiosk-devices', signedIn, async (request, reply) => {
    const scope = await kioskScope(app, request);
    if (isPublishedDemoAdministrator(app.config, scope.organization, scope.user)) {
      throw new Forbidden(kioskMessage(scope.locale, 'publishedDemo'));
    }
    const { name } = parseBody(kioskStartRequestSchema, request.body, scope.locale);
    const started = await startKioskDevice(scope, name);
    // The administrator is signed out of this browser: what stays is a device that can only give.
    await app.sessions.end(request, reply);
    setKioskCookie(request, reply, app.config, started.secret, started.expiresAt);
    return reply.code(201).send({ device: started.device, kiosk_path: '/kiosk' });
  });

  app.post<{ Params: { prefixedId: string } }>(
    '/api/admin/kiosk-devices/:prefixedId/revoke',
    signedIn,
    async (request): Promise<{ device: KioskDevice }> => {
      return { device: await revokeKioskDevice(await kioskScope(app, request), request.params.prefixedId) };
    },
  );
}
