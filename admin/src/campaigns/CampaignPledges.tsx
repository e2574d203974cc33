import { formatMoney } from '@halo/domain';
import { Button } from '@halo/ui';
import { useGraphqlQuery } from 'halo_shared/api';
import { AdminCampaignPledgesDocument } from '@halo/shared/graphql/admin-pledges';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { CAMPAIGNS_NAMESPACE } from './campaignsMessages';
import { RecordPledgeDialog } from './RecordPledgeDialog';

interface PledgedCampaign {
  prefixedId: string;
  name: string;
  status: string;
  pledgeTotal: number;
  pledgeCount: number;
}

/** A campaign's pledges, asked for only once shown: each donor's given of pledged. */
function PledgeList({ campaign }: { campaign: PledgedCampaign }) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const { state, reload } = useGraphqlQuery(AdminCampaignPledgesDocument, {
    organizationPrefixedId,
    campaignPrefixedId: campaign.prefixedId,
  });
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const pledges = state.data.adminCampaignPledges;
  if (pledges.length === 0) return <p className="admin-campaign__meta">{t('pledges.none')}</p>;
  return (
    <ul className="admin-campaign__pledges" aria-label={t('pledges.listOf', { name: campaign.name })}>
      {pledges.map((pledge) => (
        <li key={pledge.prefixedId}>
          {pledge.donorName}:{' '}
          {t('pledges.givenOf', { given: money(pledge.given), pledged: money(pledge.amount) })}
          {pledge.source === 'administrator' ? ` · ${t('pledges.paperCard')}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * The pledges of one campaign in the console (docs/PRODUCT.md §14 "Pledges"): the pledged total and
 * number of pledges summed by the database, the list by donor on request, and "Record a pledge" for
 * a paper pledge card. `onRecorded` lets the section read its figures again and say what happened.
 */
export function CampaignPledges({
  campaign,
  onRecorded,
}: {
  campaign: PledgedCampaign;
  onRecorded: (message: string) => void;
}) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const [shown, setShown] = useState(false);
  const [recording, setRecording] = useState(false);
  const [version, setVersion] = useState(0);
  const listId = `admin-campaign-pledges-${campaign.prefixedId}`;
  return (
    <div className="admin-campaign__pledge-block">
      <p className="admin-campaign__figures">
        {t('pledges.total', { amount: money(campaign.pledgeTotal), count: campaign.pledgeCount })}
      </p>
      <div className="admin-campaign__actions">
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls={listId}
          aria-label={t('pledges.showOf', { name: campaign.name })}
          onClick={() => setShown((value) => !value)}
        >
          {t('pledges.show')}
        </Button>
        {campaign.status !== 'archived' ? (
          <Button
            variant="secondary"
            aria-label={t('pledges.recordOf', { name: campaign.name })}
            onClick={() => setRecording(true)}
          >
            {t('pledges.recordButton')}
          </Button>
        ) : null}
      </div>
      <div id={listId}>{shown ? <PledgeList key={version} campaign={campaign} /> : null}</div>
      {recording ? (
        <RecordPledgeDialog
          campaign={campaign}
          onClose={() => setRecording(false)}
          onRecorded={(pledge) => {
            setRecording(false);
            setVersion((value) => value + 1);
            onRecorded(
              t('pledges.recorded', {
                amount: money(pledge.amount),
                donor: pledge.donorName,
                name: campaign.name,
              }),
            );
          }}
        />
      ) : null}
    </div>
  );
}
