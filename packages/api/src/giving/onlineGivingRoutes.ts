import type { FastifyPluginAsync } from 'fastify';
import { organizationNotFound } from '../organizations/organizationNotFound';
import { presentOrganization } from '../organizations/presentOrganization';

/**
 * The public organization record the giving form and the host shell load (docs/CONTRACTS.md). The
 * church is the path's, not the host's, so the tenancy hook's `config.organization` does not apply;
 * the answer for an unknown one is the same.
 */
const onlineGivingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { subdomain: string } }>('/api/online-giving/:subdomain', async (request) => {
    const organization = await app.organizations.findBySubdomain(request.params.subdomain);
    if (!organization) throw organizationNotFound();
    const funds = await app.organizations.listOnlineGivingFunds(organization.id);
    return presentOrganization(organization, funds, app.config.stripe);
  });
};

export default onlineGivingRoutes;
