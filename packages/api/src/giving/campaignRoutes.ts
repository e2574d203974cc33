// A campaign's public figures (docs/CONTRACTS.md "Campaigns"): what the giving form shows above the
// form when a page names a campaign, by the church's subdomain and any slug the campaign has had.
// Never cached: the progress bar starts from the figures of this moment, and live updates move it on.
import {
  campaignChannelName,
  campaignGivingState,
  calendarDateInTimeZone,
  type CampaignAnswer,
  type Locale,
} from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { findCampaignBySlug } from '../core/campaigns/campaignLookup';
import { oneCampaignTotals } from '../core/campaigns/campaignTotals';
import { NotFound } from '../http/errors/NotFound';
import { organizationNotFound } from '../organizations/organizationNotFound';

const notFound: Record<Locale, string> = {
  en: 'Campaign not found.',
  es: 'No se encontró la campaña.',
};

const campaignRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { subdomain: string; slug: string } }>(
    '/api/online-giving/:subdomain/campaigns/:slug',
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Vary', 'Origin');
      const organization = await app.organizations.findBySubdomain(request.params.subdomain);
      if (!organization) throw organizationNotFound();
      const found = await findCampaignBySlug(app.db, organization.id, request.params.slug);
      if (!found) throw new NotFound(notFound[request.locale]);
      const { campaign } = found;
      const totals = await oneCampaignTotals(app.db, organization.id, campaign.id);
      const today = calendarDateInTimeZone(organization.timeZone, app.clock());
      const answer: CampaignAnswer = {
        campaignPrefixedId: campaign.prefixedId,
        slug: campaign.slug,
        name: campaign.name,
        description: campaign.description,
        imageUrl: campaign.imageUrl,
        imageAlt: campaign.imageAlt,
        currency: organization.currency,
        goal: campaign.goal,
        raised: totals.raised,
        givers: totals.givers,
        state: campaignGivingState(campaign, today),
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        // A fund disabled or hidden since the campaign began is not offered: the gift would be refused.
        fundPrefixedIds: found.funds
          .filter((fund) => fund.isEnabled && fund.isOnlineGivingVisible)
          .map((fund) => fund.prefixedId),
        channel: app.liveChannels.mode === 'off' ? null : campaignChannelName(campaign.prefixedId),
        live: app.liveChannels.clientConfig(organization),
      };
      return answer;
    },
  );
};

export default campaignRoutes;
