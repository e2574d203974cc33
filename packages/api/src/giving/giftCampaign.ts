// A gift given through a campaign (docs/PRODUCT.md §14): the body's `campaign` names it by any slug it
// has had in this church; donors may give through it only while it is open, and only to its funds.
import { campaignGivingState, type CalendarDate, type Locale } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow } from '../db/schema';
import { findCampaignBySlug } from '../core/campaigns/campaignLookup';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import type { GiveInput } from './giveInput';

const messages = {
  en: {
    notFound: 'This campaign was not found.',
    ended: 'This campaign has ended.',
    upcoming: 'This campaign has not started yet.',
    otherFund: 'This campaign does not give to this fund.',
  },
  es: {
    notFound: 'No se encontró esta campaña.',
    ended: 'Esta campaña ha terminado.',
    upcoming: 'Esta campaña aún no ha comenzado.',
    otherFund: 'Esta campaña no da a este fondo.',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The id of the campaign the gift is given through, or null for an ordinary gift; 422 on `campaign`. */
export async function campaignOfGift(
  app: FastifyInstance,
  organization: OrganizationRow,
  input: GiveInput,
  today: CalendarDate,
  locale: Locale,
): Promise<number | null> {
  if (input.campaignSlug === null) return null;
  const found = await findCampaignBySlug(app.db, organization.id, input.campaignSlug);
  const words = messages[locale];
  if (!found) throw new ValidationFailed({ campaign: [words.notFound] });
  const state = campaignGivingState(found.campaign, today);
  if (state !== 'open') throw new ValidationFailed({ campaign: [words[state]] });
  const campaignFundIds = new Set(found.funds.map((fund) => fund.prefixedId));
  if (input.parts.some((part) => !campaignFundIds.has(part.fundPrefixedId))) {
    throw new ValidationFailed({ fund_prefixed_id: [words.otherFund] });
  }
  return found.campaign.id;
}
