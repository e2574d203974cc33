// The lobby kiosk's own calls (docs/PRODUCT.md §20, docs/CONTRACTS.md "Lobby kiosk"), authorised by
// the device session alone (core/kioskDevices/): which kiosk this browser is, and a giver's start,
// which hands the giving form a giving token tied to the device. From there the kiosk gives through
// the giving form's own calls (`/api/give/…` with that token), so a kiosk gift is charged, made
// idempotent and limited exactly as every other gift is. The CSRF check applies to the POST as to
// every POST of a session's browser.
import {
  ANONYMOUS_DONOR_EMAIL,
  kioskCustomerRequestSchema,
  type CustomerResponse,
  type KioskStatusResponse,
} from '@halo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { givingMessage } from '../core/gifts/givingMessages';
import { ensureCustomer } from '../core/gifts/processorCustomer';
import { countKioskDeviceAttempt, requireKioskDevice } from '../core/kioskDevices/kioskDeviceSessions';
import type { OrganizationRow } from '../db/schema';
import { NotFound } from '../http/errors/NotFound';
import { Unavailable } from '../http/errors/Unavailable';
import { parseBody } from '../http/parseBody';

async function kioskOrganization(request: FastifyRequest): Promise<OrganizationRow> {
  const organization = await request.getOrganization();
  if (!organization) throw new NotFound(givingMessage(request.locale, 'giving.organizationNotFound'));
  return organization;
}

/** The name the church's anonymous donor record carries, in the church's language. */
const ANONYMOUS_NAME = { en: 'Anonymous', es: 'Anónimo' } as const;

export default async function kioskRoutes(app: FastifyInstance) {
  app.get('/api/kiosk', async (request): Promise<KioskStatusResponse> => {
    const organization = await kioskOrganization(request);
    const device = await requireKioskDevice(app, request, organization);
    return {
      organization_prefixed_id: organization.prefixedId,
      device: { name: device.name, expires_at: device.expiresAt.toISOString() },
    };
  });

  app.post('/api/kiosk/customer', { compress: false }, async (request, reply) => {
    const organization = await kioskOrganization(request);
    const device = await requireKioskDevice(app, request, organization);
    const body = parseBody(kioskCustomerRequestSchema, request.body, request.locale);
    if (body.organization_prefixed_id !== organization.prefixedId) {
      throw new NotFound(givingMessage(request.locale, 'giving.organizationNotFound'));
    }
    if (organization.isInMaintenance) {
      throw new Unavailable(givingMessage(request.locale, 'giving.maintenance'));
    }
    await countKioskDeviceAttempt(app, request.locale, device.prefixedId);
    // Without an email the gift belongs to the church's one anonymous donor record; with one, to
    // that email's donor, as a guest's gift at the giving form does. Either way the token may use
    // only the card entered through it: nothing of one giver reaches the next.
    const email = body.email.trim();
    const donor = await app.giving.repository.findOrCreateGuestDonor(organization.id, {
      email: email || ANONYMOUS_DONOR_EMAIL,
      firstName: email ? '' : ANONYMOUS_NAME[organization.locale === 'es' ? 'es' : 'en'],
      lastName: '',
      locale: request.locale,
    });
    const customer = await ensureCustomer(app, organization, donor, email || ANONYMOUS_NAME.en);
    const answer: CustomerResponse = {
      stripe_customer_id: customer.customerId,
      donor_prefixed_id: donor.prefixedId,
      giving_token: app.giving.tokens.issue({
        organizationPrefixedId: organization.prefixedId,
        donorPrefixedId: donor.prefixedId,
        customerId: customer.customerId,
        scope: 'new',
        purpose: 'give',
        kioskDevicePrefixedId: device.prefixedId,
      }),
    };
    return reply.code(200).send(answer);
  });
}
