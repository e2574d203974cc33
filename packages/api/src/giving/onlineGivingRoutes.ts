import type { FastifyPluginAsync } from 'fastify';
import { NotFound } from '../http/errors/NotFound';
import { ORGANIZATION_NOT_FOUND } from '../organizations/tenancyPlugin';
import { presentOrganization } from '../organizations/presentOrganization';

/**
 * The public organization record the giving form and the host shell load (docs/CONTRACTS.md). The
 * church is the path's, not the host's, so the tenancy hook's `config.organization` does not apply;
 * the answer for an unknown one is the same.
 */
const onlineGivingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { subdomain: string } }>('/api/online-giving/:subdomain', async (request) => {
    const organization = await app.organizations.findBySubdomain(request.params.subdomain);
    if (!organization) throw new NotFound(ORGANIZATION_NOT_FOUND);
    const funds = await app.organizations.listOnlineGivingFunds(organization.id);
    return presentOrganization(organization, funds, app.config.stripe);
  });
};

export default onlineGivingRoutes;
