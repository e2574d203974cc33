// The console's webhooks (docs/PRODUCT.md §12): 'manage-giving' with the second factor
// (webhooks/webhookScope.ts), through the service the halo CLI's webhook:* commands call.
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { sendUncompressed } from '../../http/uncompressedAnswer';
import {
  addConsoleWebhook,
  consoleWebhookLog,
  listConsoleWebhooks,
  removeConsoleWebhook,
  resendConsoleWebhookEvent,
} from '../webhooks/consoleWebhooks';
import { webhookScope } from '../webhooks/webhookScope';

export const webhookQueries: Pick<QueryResolvers, 'adminWebhooks' | 'adminWebhookDeliveries'> = {
  async adminWebhooks(_parent, { organizationPrefixedId }, context) {
    return listConsoleWebhooks(await webhookScope(context, organizationPrefixedId));
  },

  async adminWebhookDeliveries(
    _parent,
    { organizationPrefixedId, endpointPrefixedId, after, first },
    context,
  ) {
    const scope = await webhookScope(context, organizationPrefixedId);
    return consoleWebhookLog(scope, endpointPrefixedId, first ?? 20, after ?? null);
  },
};

export const webhookMutations: Pick<
  MutationResolvers,
  'addWebhookEndpoint' | 'removeWebhookEndpoint' | 'resendWebhookEvent'
> = {
  // The signing secret goes out uncompressed, beside the URL the requester chose (BREACH,
  // http/compressionPlugin.ts).
  async addWebhookEndpoint(_parent, { organizationPrefixedId, url, events }, context) {
    const scope = await webhookScope(context, organizationPrefixedId);
    sendUncompressed(context.request);
    return addConsoleWebhook(scope, url, events);
  },

  async removeWebhookEndpoint(_parent, { organizationPrefixedId, endpointPrefixedId }, context) {
    return removeConsoleWebhook(await webhookScope(context, organizationPrefixedId), endpointPrefixedId);
  },

  async resendWebhookEvent(_parent, { organizationPrefixedId, eventId }, context) {
    return resendConsoleWebhookEvent(await webhookScope(context, organizationPrefixedId), eventId);
  },
};
