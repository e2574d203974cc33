// The organization of a request, looked up once and only when a handler asks (static files never do).
// A route that serves only a church's own pages says so (`config: { organization: 'required' }`) and
// this plugin's one hook answers 404 "Organization not found." for a host no church has, before its
// handler, which reads the church with `request.routeOrganization()`.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrganizationRow } from '../db/schema';
import { organizationKeyOf } from '../core/organizationKey';
import { organizationNotFound } from './organizationNotFound';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a request for a known church reaches the handler; any other gets 404. */
    organization?: 'required';
  }
  interface FastifyRequest {
    getOrganization(): Promise<OrganizationRow | null>;
    organizationLookup: Promise<OrganizationRow | null> | null;
    /** The request's church, on a route with `config.organization` (its hook has turned the rest away). */
    routeOrganization(): Promise<OrganizationRow>;
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
    app.decorateRequest('routeOrganization', async function (this: FastifyRequest) {
      const organization = await this.getOrganization();
      if (!organization) throw new Error('routeOrganization() on a route without config.organization');
      return organization;
    });

    // A preHandler like the handlers' own checks it replaces: after the body is read (a malformed body
    // is still 400 for any host), and before auth's sign-in check, which depends on this plugin.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (request.routeOptions.config.organization && !(await request.getOrganization())) {
        throw organizationNotFound();
      }
    });
  },
  { name: 'tenancy', dependencies: ['organizations-repository'] },
);
