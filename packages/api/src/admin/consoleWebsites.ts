// The console's "Allowed websites": the CORS patterns the halo CLI's origin:add and origin:remove
// keep, through the same rules (organizations/allowedWebsites.ts).
import { addAllowedWebsite, removeAllowedWebsite } from '../organizations/allowedWebsites';
import { adminChange } from './adminChange';
import type { AdminScope } from './adminScope';

export function addConsoleWebsite(scope: AdminScope, origin: string) {
  return adminChange(scope, 'website.add', async (tx, organization) => {
    const row = await addAllowedWebsite(tx, organization, origin);
    return { value: row.allowedOrigins, details: { origin: row.allowedOrigins.at(-1) } };
  });
}

export function removeConsoleWebsite(scope: AdminScope, origin: string) {
  return adminChange(scope, 'website.remove', async (tx, organization) => {
    const row = await removeAllowedWebsite(tx, organization, origin);
    const removed = organization.allowedOrigins.find((pattern) => !row.allowedOrigins.includes(pattern));
    return { value: row.allowedOrigins, details: { origin: removed } };
  });
}
