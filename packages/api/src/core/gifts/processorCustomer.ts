// A donor's customer at the church's payment processor, made on first use: by the giving form's
// routes and by a manage link's new card alike.
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow, ProcessorCustomerRow, UserRow } from '../../db/schema';

/** The donor's processor customer, created at the processor on first use. */
export async function ensureCustomer(
  app: FastifyInstance,
  organization: OrganizationRow,
  donor: UserRow,
  name: string,
): Promise<ProcessorCustomerRow> {
  const processor = app.payments.forOrganization(organization);
  const { repository } = app.giving;
  const existing = await repository.findCustomer(organization.id, donor.id, processor.mode);
  if (existing) return existing;
  const { customerId } = await processor.createCustomer({
    email: donor.email,
    name,
    organizationPrefixedId: organization.prefixedId,
    // Racing requests for one donor get the same customer back from the processor.
    idempotencyKey: `customer:${organization.prefixedId}:${donor.prefixedId}`,
  });
  return repository.saveCustomer(organization.id, donor.id, processor.mode, customerId);
}
