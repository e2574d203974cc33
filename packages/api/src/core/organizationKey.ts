import type { FastifyRequest } from 'fastify';

export type OrganizationKey = { kind: 'prefixedId'; value: string } | { kind: 'subdomain'; value: string };

/**
 * Which organization a request is for (docs/CONTRACTS.md): X-Landlord-Organization (a prefixed id)
 * when non-empty, else the first label of the host name (`demo` in demo.localhost:8080).
 */
export function organizationKeyOf(request: FastifyRequest): OrganizationKey | null {
  const header = request.headers['x-landlord-organization'];
  const landlord = typeof header === 'string' ? header.trim() : '';
  if (landlord) return { kind: 'prefixedId', value: landlord };
  const [label] = request.hostname.toLowerCase().split('.');
  return label ? { kind: 'subdomain', value: label } : null;
}
