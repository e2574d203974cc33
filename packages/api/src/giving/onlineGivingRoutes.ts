import type { FastifyPluginAsync } from 'fastify';
import { presentOrganization } from '../organizations/presentOrganization';

/** The public organization record the giving form and the host shell load (docs/CONTRACTS.md). */
const onlineGivingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { subdomain: string } }>('/api/online-giving/:subdomain', async (request, reply) => {
    const organization = await app.organizations.findBySubdomain(request.params.subdomain);
    if (!organization) return reply.code(404).send({ message: 'Organization not found.' });
    const funds = await app.organizations.listOnlineGivingFunds(organization.id);
    return presentOrganization(organization, funds, app.config.stripe);
  });
};

export default onlineGivingRoutes;
