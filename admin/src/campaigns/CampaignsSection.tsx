import { formatMoney } from '@halo/domain';
import { Badge, Button, ProgressBar } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminCampaignsDocument,
  ArchiveCampaignDocument,
  CloseCampaignDocument,
  type AdminCampaignFieldsFragment,
} from '@halo/shared/graphql/admin-campaigns';
import { AdminGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { useTranslation } from 'halo_shared/i18n';
import { readRuntimeConfig } from 'halo_shared/runtimeConfig';
import { useHalo } from 'halo_shared/store';
import { useState } from 'react';
import { embedSnippet } from '../embed-code/embedSnippet';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { QrCodeDownloads } from '../layout/QrCodeDownloads';
import { QrCodeImage } from '../layout/QrCodeImage';
import { CampaignForm } from './CampaignForm';
import { CampaignPledges } from './CampaignPledges';
import { CampaignTimeline } from './CampaignTimeline';
import { campaignsCss } from './campaignsCss';
import { CAMPAIGNS_NAMESPACE } from './campaignsMessages';

type Campaign = AdminCampaignFieldsFragment;
type Editing = { campaign: Campaign | null } | null;

const ADD_BUTTON = 'admin-campaign-add';
const LIST_HEADING = 'admin-campaign-list';

/** Copies `text`, or selects the field it is shown in when the page may not use the clipboard. */
async function copyOrSelect(text: string, fieldId: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.getElementById(fieldId) as HTMLInputElement | HTMLTextAreaElement | null;
    field?.focus();
    field?.select();
    return false;
  }
}

/**
 * The church's campaigns (docs/PRODUCT.md §14): each with what it raised toward its goal, its givers
 * and pledges, its dates and state, and the ways donors reach it (link, embed code, QR code); a new
 * one, or one edited, closed or archived. The list is the server's answer to the last change.
 */
export function CampaignsSection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const subdomain = useHalo((state) => state.organization?.subdomain ?? '');
  const [includeArchived, setIncludeArchived] = useState(false);
  const { state, reload } = useGraphqlQuery(
    AdminCampaignsDocument,
    { organizationPrefixedId, includeArchived },
    { skip: !organizationPrefixedId },
  );
  const givingPage = useGraphqlQuery(
    AdminGivingPageDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const [changed, setChanged] = useState<Campaign[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (
    (state.status === 'error' && !state.data) ||
    (givingPage.state.status === 'error' && !givingPage.state.data)
  )
    return (
      <QueryFailure
        onRetry={() => {
          reload();
          givingPage.reload();
        }}
      />
    );
  if (!state.data || !givingPage.state.data) return <LoadingSkeleton />;
  const campaigns = changed ?? state.data.adminCampaigns;
  const funds = givingPage.state.data.adminGivingPage.funds.filter(
    (fund) => fund.isEnabled && fund.isOnlineGivingVisible,
  );
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const origin = new URL(readRuntimeConfig().apiUrl || window.location.origin).origin;

  function replace(campaign: Campaign) {
    setChanged(campaigns.map((each) => (each.prefixedId === campaign.prefixedId ? campaign : each)));
  }

  async function change(run: () => Promise<Campaign>, done: (campaign: Campaign) => string) {
    setBusy(true);
    setStatus(null);
    setRefusal(null);
    try {
      const campaign = await run();
      // An archived campaign leaves the list unless archived ones are shown.
      if (campaign.status === 'archived' && !includeArchived)
        setChanged(campaigns.filter((each) => each.prefixedId !== campaign.prefixedId));
      else replace(campaign);
      setStatus(done(campaign));
      document.getElementById(LIST_HEADING)?.focus();
    } catch (failure) {
      setRefusal(fieldMessage(failure, 'campaignPrefixedId') ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  function saved(campaign: Campaign, added: boolean) {
    setChanged(
      added
        ? [campaign, ...campaigns]
        : campaigns.map((each) => (each.prefixedId === campaign.prefixedId ? campaign : each)),
    );
    setStatus(t(added ? 'added' : 'saved', { name: campaign.name }));
    setEditing(null);
    document.getElementById(LIST_HEADING)?.focus();
  }

  return (
    <>
      <style href="halo-admin-campaigns" precedence="default">
        {campaignsCss}
      </style>
      <p>{t('intro')}</p>
      <p role="status" className={status ? 'admin-campaign-status' : 'halo-visually-hidden'}>
        {status}
      </p>
      {refusal ? (
        <p role="alert" className="admin-error">
          {refusal}
        </p>
      ) : null}
      {editing ? (
        <CampaignForm
          // A new form for each campaign: its fields start from that campaign, not the last one opened.
          key={editing.campaign?.prefixedId ?? 'new'}
          organizationPrefixedId={organizationPrefixedId}
          campaign={editing.campaign}
          funds={funds}
          onSaved={saved}
          onCancel={() => {
            setEditing(null);
            document.getElementById(ADD_BUTTON)?.focus();
          }}
        />
      ) : (
        <Button id={ADD_BUTTON} onClick={() => setEditing({ campaign: null })}>
          {t('add')}
        </Button>
      )}
      <section className="admin-panel" aria-labelledby={LIST_HEADING}>
        <h2 id={LIST_HEADING} tabIndex={-1}>
          {t('list')}
        </h2>
        <label>
          <input
            type="checkbox"
            checked={includeArchived}
            onChange={(event) => {
              setChanged(null);
              setIncludeArchived(event.target.checked);
            }}
          />{' '}
          {t('showArchived')}
        </label>
        {campaigns.length === 0 ? <p>{t('none')}</p> : null}
        <ul className="admin-list">
          {campaigns.map((campaign) => {
            const linkId = `admin-campaign-link-${campaign.prefixedId}`;
            const snippetId = `admin-campaign-snippet-${campaign.prefixedId}`;
            const snippet = embedSnippet(origin, {
              org: subdomain,
              fund: null,
              amount: null,
              frequency: 'one_time',
              locale: null,
              campaign: campaign.slug,
            });
            const copy = async (text: string, fieldId: string) =>
              setStatus((await copyOrSelect(text, fieldId)) ? t('copied') : t('copyFallback'));
            return (
              <li key={campaign.prefixedId} className="admin-campaign">
                <div className="admin-campaign__title">
                  <h3>{campaign.name}</h3>
                  {campaign.status === 'archived' ? (
                    <Badge>{t('archivedBadge')}</Badge>
                  ) : (
                    <Badge tone={campaign.givingState === 'open' ? 'success' : 'neutral'}>
                      {t(`state.${campaign.givingState}`)}
                    </Badge>
                  )}
                </div>
                <ProgressBar
                  label={t('progressLabel', { name: campaign.name })}
                  value={campaign.raised / 100}
                  max={campaign.goal / 100}
                  valueText={t('raised', { raised: money(campaign.raised), goal: money(campaign.goal) })}
                />
                <p className="admin-campaign__figures">
                  {t('raised', { raised: money(campaign.raised), goal: money(campaign.goal) })} ·{' '}
                  {t('givers', { count: campaign.givers })}
                </p>
                <p className="admin-campaign__meta">{t('pledged', { amount: money(campaign.pledged) })}</p>
                <CampaignPledges
                  campaign={campaign}
                  onRecorded={(message) => {
                    setStatus(message);
                    reload();
                  }}
                />
                <CampaignTimeline campaign={campaign} />
                {campaign.startDate || campaign.endDate ? (
                  <p className="admin-campaign__meta">
                    {campaign.startDate && campaign.endDate
                      ? t('dates', { start: campaign.startDate, end: campaign.endDate })
                      : campaign.startDate
                        ? t('startsOn', { start: campaign.startDate })
                        : t('endsOn', { end: campaign.endDate })}
                  </p>
                ) : null}
                <p className="admin-campaign__meta">
                  {campaign.funds.map((fund) => fund.name).join(', ')} · /?campaign={campaign.slug}
                  {campaign.formerSlugs.length > 0
                    ? ` · ${t('formerSlugs', { slugs: campaign.formerSlugs.join(', ') })}`
                    : ''}
                </p>
                {campaign.description ? <p className="admin-campaign__meta">{campaign.description}</p> : null}
                <div className="admin-campaign__actions">
                  <Button
                    variant="secondary"
                    aria-label={t('editOf', { name: campaign.name })}
                    onClick={() => setEditing({ campaign })}
                  >
                    {t('edit')}
                  </Button>
                  {campaign.status === 'open' ? (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={t('closeOf', { name: campaign.name })}
                      onClick={() =>
                        void change(
                          async () =>
                            (
                              await graphql(CloseCampaignDocument, {
                                organizationPrefixedId,
                                campaignPrefixedId: campaign.prefixedId,
                              })
                            ).closeCampaign,
                          (closed) => t('closed', { name: closed.name }),
                        )
                      }
                    >
                      {t('close')}
                    </Button>
                  ) : null}
                  {campaign.status !== 'archived' ? (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={t('archiveOf', { name: campaign.name })}
                      onClick={() =>
                        void change(
                          async () =>
                            (
                              await graphql(ArchiveCampaignDocument, {
                                organizationPrefixedId,
                                campaignPrefixedId: campaign.prefixedId,
                              })
                            ).archiveCampaign,
                          (archived) => t('archived', { name: archived.name }),
                        )
                      }
                    >
                      {t('archive')}
                    </Button>
                  ) : null}
                </div>
                <details>
                  <summary>{t('share', { name: campaign.name })}</summary>
                  <div className="admin-campaign__share">
                    <div>
                      <label className="halo-field__label" htmlFor={linkId}>
                        {t('link')}
                      </label>
                      <input id={linkId} className="halo-input" readOnly value={campaign.link} />
                      <Button
                        variant="secondary"
                        aria-label={t('copyLinkOf', { name: campaign.name })}
                        onClick={() => void copy(campaign.link, linkId)}
                      >
                        {t('copy')}
                      </Button>
                      <label className="halo-field__label" htmlFor={snippetId}>
                        {t('snippet')}
                      </label>
                      <textarea id={snippetId} className="halo-input" readOnly rows={3} value={snippet} />
                      <Button
                        variant="secondary"
                        aria-label={t('copySnippetOf', { name: campaign.name })}
                        onClick={() => void copy(snippet, snippetId)}
                      >
                        {t('copy')}
                      </Button>
                    </div>
                    <div className="admin-campaign__qr">
                      <QrCodeImage
                        size={campaign.qrCode.size}
                        path={campaign.qrCode.path}
                        label={t('qrLabel', { name: campaign.name })}
                      />
                      <QrCodeDownloads
                        qrCode={campaign.qrCode}
                        fileName={`${subdomain}-${campaign.slug}-qr`}
                        texts={{
                          png: t('downloadPng'),
                          svg: t('downloadSvg'),
                          pngName: t('downloadPngOf', { name: campaign.name }),
                          svgName: t('downloadSvgOf', { name: campaign.name }),
                          failed: t('downloadFailed'),
                        }}
                      />
                    </div>
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
