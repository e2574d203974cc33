// The organization of a request, looked up once and only when a handler asks (static files never do).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrganizationRow } from '../db/schema';
import { organizationKeyOf } from './organizationKey';

declare module 'fastify' {
  interface FastifyRequest {
    getOrganization(): Promise<OrganizationRow | null>;
    organizationLookup: Promise<OrganizationRow | null> | null;
  }
}

export default fp(
  async (app) => {
    const { organizations } = app;

    async function lookup(request: FastifyRequest): Promise<OrganizationRow | null> {
      const key = organizationKeyOf(request);
      if (!key) return null;
      return key.kind === 'prefixedId'
        ? organizations.findByPrefixedId(key.value)
        : organizations.findBySubdomain(key.value);
    }

    app.decorateRequest('organizationLookup', null);
    app.decorateRequest('getOrganization', function (this: FastifyRequest) {
      this.organizationLookup ??= lookup(this);
      return this.organizationLookup;
    });
  },
  { name: 'tenancy', dependencies: ['organizations-repository'] },
);
