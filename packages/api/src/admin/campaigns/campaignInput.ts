// A campaign as it arrives from the console: trimmed, then held to the domain's rules
// (packages/domain campaign.ts) and to the church's funds, every refusal beside its field in the
// administrator's language. Whether the slug is free is the change's to check (churchCampaigns.ts),
// inside its transaction.
import { campaignRefusals, formatMoney, isCalendarDate, type CampaignRefusal } from '@halo/domain';
import type { FundRow } from '../../db/schema';
import type { CampaignInput } from '../../graphql/resolverTypes.generated';
import { FieldErrorCollector } from '../../core/localizedRefusals';
import type { AdminScope } from '../adminScope';
import { campaignMessage } from './campaignMessages';

export interface CampaignValues {
  name: string;
  slug: string;
  goal: number;
  description: string;
  startDate: string | null;
  endDate: string | null;
  /** The chosen funds in the administrator's order. */
  funds: FundRow[];
}

function refusalMessage(scope: AdminScope, refusal: CampaignRefusal): string {
  const { locale } = scope;
  switch (refusal.reason) {
    case 'required':
      return campaignMessage(
        locale,
        refusal.field === 'name'
          ? 'nameRequired'
          : refusal.field === 'slug'
            ? 'slugRequired'
            : 'fundsRequired',
      );
    case 'tooLong':
      return campaignMessage(locale, 'tooLong', { max: refusal.max });
    case 'slugFormat':
      return campaignMessage(locale, 'slugFormat');
    case 'goalRange':
      return campaignMessage(locale, 'goalRange', {
        min: formatMoney(refusal.min, scope.organization.currency, locale),
        max: formatMoney(refusal.max, scope.organization.currency, locale),
      });
    case 'endBeforeStart':
      return campaignMessage(locale, 'endBeforeStart');
    case 'tooManyFunds':
      return campaignMessage(locale, 'tooManyFunds', { max: refusal.max });
  }
}

/**
 * `churchFunds` are every fund of the church; a campaign gives only to enabled funds shown online,
 * the ones the giving form may give to.
 */
export function readCampaignInput(
  scope: AdminScope,
  input: CampaignInput,
  churchFunds: FundRow[],
): CampaignValues {
  const errors = new FieldErrorCollector(scope.locale);
  const date = (field: 'startDate' | 'endDate', value: string | null | undefined): string | null => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return null;
    if (!isCalendarDate(trimmed)) {
      errors.add(field, campaignMessage(scope.locale, 'invalidDate'));
      return null;
    }
    return trimmed;
  };
  const values = {
    name: input.name.trim(),
    slug: input.slug.trim(),
    // Cents is a scalar of any JSON value: anything but a whole number of cents is refused as a goal.
    goal: typeof input.goal === 'number' ? input.goal : Number.NaN,
    description: (input.description ?? '').replace(/\r\n?/g, '\n').trim(),
    startDate: date('startDate', input.startDate),
    endDate: date('endDate', input.endDate),
  };
  for (const refusal of campaignRefusals({ ...values, fundCount: input.fundPrefixedIds.length })) {
    errors.add(refusal.field === 'funds' ? 'fundPrefixedIds' : refusal.field, refusalMessage(scope, refusal));
  }
  const funds: FundRow[] = [];
  if (new Set(input.fundPrefixedIds).size !== input.fundPrefixedIds.length) {
    errors.add('fundPrefixedIds', campaignMessage(scope.locale, 'fundTwice'));
  }
  for (const prefixedId of input.fundPrefixedIds) {
    const fund = churchFunds.find((candidate) => candidate.prefixedId === prefixedId);
    if (!fund || !fund.isEnabled || !fund.isOnlineGivingVisible) {
      errors.add('fundPrefixedIds', campaignMessage(scope.locale, 'fundUnavailable'));
      break;
    }
    funds.push(fund);
  }
  errors.throwIfAny();
  return { ...values, funds };
}
