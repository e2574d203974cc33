// Who may act in a giving request: the giving token (X-Giving-Token), or failing that a signed-in
// session of the same organization. The organization, the donor and the processor customer must
// all agree; nothing is trusted from the body alone (docs/ARCHITECTURE.md §4).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrganizationRow, ProcessorCustomerRow, UserRow } from '../db/schema';
import type { PaymentProcessor } from '../payments/paymentProcessor';
import { assertOriginAllowed } from '../core/gifts/givingOrigin';
import { requireKioskDeviceById } from '../core/kioskDevices/kioskDeviceSessions';
import { givingMessage } from '../core/gifts/givingMessages';
import type { GivingTokenPurpose, GivingTokenScope } from './givingToken';
import { Forbidden } from '../http/errors/Forbidden';
import { NotFound } from '../http/errors/NotFound';
import { Unauthenticated } from '../http/errors/Unauthenticated';
import { Unavailable } from '../http/errors/Unavailable';

export interface GivingAccess {
  organization: OrganizationRow;
  donor: UserRow;
  customer: ProcessorCustomerRow;
  processor: PaymentProcessor;
  scope: GivingTokenScope;
  /**
   * The giving token's identifier (givingToken.ts), recorded on every card added through it; null
   * for a signed-in session without a token. A `new` token may use only its own cards (tokenCards.ts).
   */
  tokenId: string | null;
  /** The lobby kiosk whose giving token this is (docs/PRODUCT.md §20); its limit counts each attempt. */
  kioskDevicePrefixedId?: string | null;
}

export async function loadGivingOrganization(
  app: FastifyInstance,
  request: FastifyRequest,
  organizationPrefixedId: unknown,
): Promise<OrganizationRow> {
  const organization =
    typeof organizationPrefixedId === 'string' && organizationPrefixedId
      ? await app.organizations.findByPrefixedId(organizationPrefixedId)
      : null;
  if (!organization) throw new NotFound(givingMessage(request.locale, 'giving.organizationNotFound'));
  assertOriginAllowed(request, organization);
  // Closed for a while by its administrators: no gift starts, on the hosted page or an embed.
  if (organization.isInMaintenance) {
    throw new Unavailable(givingMessage(request.locale, 'giving.maintenance'));
  }
  return organization;
}

/**
 * `accepts`: the token purposes the route serves (givingToken.ts). Every route serves `give`; only
 * entering a new card also serves `change-card`, a manage link's token, which anything else refuses.
 */
export async function authorizeGiving(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { organizationPrefixedId: unknown; customerId: unknown },
  accepts: readonly GivingTokenPurpose[] = ['give'],
): Promise<GivingAccess> {
  const organization = await loadGivingOrganization(app, request, input.organizationPrefixedId);
  const processor = app.payments.forOrganization(organization);
  const { repository, tokens } = app.giving;
  const header = request.headers['x-giving-token'];
  const forbidden = () => new Forbidden(givingMessage(request.locale, 'giving.forbidden'));

  if (typeof header === 'string' && header) {
    const verified = tokens.verify(header);
    if (!verified.ok) throw new Unauthenticated(givingMessage(request.locale, 'giving.tokenInvalid'));
    const { claims } = verified;
    if (!accepts.includes(claims.purpose)) {
      throw new Forbidden(givingMessage(request.locale, 'giving.changeCardOnly'));
    }
    if (claims.organizationPrefixedId !== organization.prefixedId) throw forbidden();
    // A manage link's token may leave the customer out: its holder is told no id of the donor.
    const customerId = input.customerId ?? (claims.purpose === 'change-card' ? claims.customerId : undefined);
    if (claims.customerId !== customerId) throw forbidden();
    const donor = await repository.findDonor(organization.id, claims.donorPrefixedId);
    if (!donor) throw forbidden();
    const customer = await repository.findCustomer(organization.id, donor.id, processor.mode);
    if (!customer || customer.customerId !== claims.customerId) throw forbidden();
    // A kiosk's token works only while its device gives: turned off or expired, the gift stops.
    if (claims.kioskDevicePrefixedId) {
      await requireKioskDeviceById(app, request.locale, organization, claims.kioskDevicePrefixedId);
    }
    return {
      organization,
      donor,
      customer,
      processor,
      scope: claims.scope,
      tokenId: claims.tokenId,
      kioskDevicePrefixedId: claims.kioskDevicePrefixedId,
    };
  }

  // No token: a signed-in donor of this very organization (the hosted page, same site).
  const session = await request.getSession();
  if (session?.userId != null && session.organizationId === organization.id) {
    const donor = await app.users.findById(organization.id, session.userId);
    const customer = donor ? await repository.findCustomer(organization.id, donor.id, processor.mode) : null;
    if (!donor || !customer || customer.customerId !== input.customerId) throw forbidden();
    return { organization, donor, customer, processor, scope: 'full', tokenId: null };
  }
  throw new Unauthenticated(givingMessage(request.locale, 'giving.tokenMissing'));
}
