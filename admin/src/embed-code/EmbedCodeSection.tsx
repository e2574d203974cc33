import { consoleSectionPath, FREQUENCY_VALUES } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { AdminGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { AdminCampaignsDocument } from '@halo/shared/graphql/admin-campaigns';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { readRuntimeConfig } from 'halo_shared/runtimeConfig';
import { useHalo } from 'halo_shared/store';
import { useId, useRef, useState } from 'react';
import { QrCodeDownloads } from '../layout/QrCodeDownloads';
import { QrCodeImage } from '../layout/QrCodeImage';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { embedCodeCss } from './embedCodeCss';
import { EMBED_CODE_NAMESPACE } from './embedCodeMessages';
import { EmbedPreview } from './EmbedPreview';
import { embedAttributes, embedSnippet, isEmbedAmount, type EmbedChoices } from './embedSnippet';

const FREQUENCIES = ['one_time', ...FREQUENCY_VALUES] as const;

/**
 * The `<halo-give>` code a church pastes into its own site, with the element's options chosen here,
 * a Copy button, the websites it may be pasted on, and the element itself as the code shows it; and
 * the plain hosted giving page's link and QR code (to download for slides and bulletins).
 * The script comes from the API's public origin (the runtime config's apiUrl, else this page's).
 */
export function EmbedCodeSection() {
  const { t } = useTranslation(EMBED_CODE_NAMESPACE);
  const { organizationPrefixedId, currency } = useChurch();
  const subdomain = useHalo((state) => state.organization?.subdomain ?? '');
  const id = useId();
  const code = useRef<HTMLTextAreaElement>(null);
  const pageLink = useRef<HTMLInputElement>(null);
  const { state, reload } = useGraphqlQuery(
    AdminGivingPageDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // The church's campaigns, for a snippet that gives through one (docs/PRODUCT.md §14); the code
  // stays offered without them if they cannot be read.
  const campaignsQuery = useGraphqlQuery(
    AdminCampaignsDocument,
    { organizationPrefixedId, includeArchived: false },
    { skip: !organizationPrefixedId },
  );
  const [campaign, setCampaign] = useState('');
  const [fund, setFund] = useState('');
  const [amount, setAmount] = useState('');
  const [frequency, setFrequency] = useState<EmbedChoices['frequency']>('one_time');
  const [locale, setLocale] = useState<'' | 'en' | 'es'>('');
  const [copyStatus, setCopyStatus] = useState('');
  const [linkStatus, setLinkStatus] = useState('');

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const page = state.data.adminGivingPage;
  const funds = page.funds.filter((each) => each.isEnabled && each.isOnlineGivingVisible);
  const origin = new URL(readRuntimeConfig().apiUrl || window.location.origin).origin;
  const amountError = amount.trim() !== '' && !isEmbedAmount(amount) ? t('amountInvalid') : null;
  const choices: EmbedChoices = {
    org: subdomain,
    fund: fund || null,
    amount: amount.trim() || null,
    frequency,
    locale: locale || null,
    campaign: campaign || null,
  };
  const snippet = embedSnippet(origin, choices);
  const campaigns = (campaignsQuery.state.data?.adminCampaigns ?? []).filter(
    (each) => each.givingState !== 'ended',
  );
  const campaignLink = campaigns.find((each) => each.slug === campaign)?.link ?? null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopyStatus(t('copied'));
    } catch {
      // No clipboard (an http page, a refused permission): the code is selected for the keyboard.
      code.current?.focus();
      code.current?.select();
      setCopyStatus(t('copyFallback'));
    }
  }

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setLinkStatus(t('copied'));
    } catch {
      pageLink.current?.focus();
      pageLink.current?.select();
      setLinkStatus(t('linkCopyFallback'));
    }
  }

  const select = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: Array<[string, string]>,
  ) => (
    <div className="halo-field">
      <label className="halo-field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="halo-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <style href="halo-admin-embed-code" precedence="default">
        {embedCodeCss}
      </style>
      <p>{t('intro')}</p>
      <div className="admin-embed">
        <div className="admin-embed__column">
          <form className="admin-panel admin-embed__choices" onSubmit={(event) => event.preventDefault()}>
            <h2>{t('choices')}</h2>
            {select('fund', t('fund'), fund, setFund, [
              ['', t('defaultFund')],
              ...funds.map((each): [string, string] => [each.name, each.name]),
            ])}
            <TextField
              label={t('amount', { currency })}
              inputMode="decimal"
              value={amount}
              error={amountError}
              onChange={(event) => {
                setAmount(event.target.value);
                setCopyStatus('');
              }}
            />
            {select(
              'frequency',
              t('frequency'),
              frequency,
              (value) => setFrequency(value as EmbedChoices['frequency']),
              FREQUENCIES.map((each) => [each, t(`frequencies.${each}`)]),
            )}
            {campaigns.length > 0
              ? select('campaign', t('campaign'), campaign, setCampaign, [
                  ['', t('noCampaign')],
                  ...campaigns.map((each): [string, string] => [each.slug, each.name]),
                ])
              : null}
            {select('locale', t('locale'), locale, (value) => setLocale(value as '' | 'en' | 'es'), [
              ['', t('visitorLanguage')],
              ['en', t('english')],
              ['es', t('spanish')],
            ])}
          </form>
          <section className="admin-panel" aria-labelledby={`${id}-code-heading`}>
            <h2 id={`${id}-code-heading`}>
              <label htmlFor={`${id}-code`}>{t('code')}</label>
            </h2>
            <textarea
              ref={code}
              id={`${id}-code`}
              className="halo-input admin-embed__code"
              readOnly
              spellCheck={false}
              value={snippet}
            />
            <div className="admin-embed__copy">
              <Button onClick={() => void copy()}>{t('copy')}</Button>
              <p role="status">{copyStatus}</p>
            </div>
            {campaignLink ? (
              <p>
                {t('campaignLink')} <a href={campaignLink}>{campaignLink}</a>
              </p>
            ) : null}
          </section>
          <section className="admin-panel admin-embed__qr" aria-labelledby={`${id}-qr`}>
            <h2 id={`${id}-qr`}>{t('qrHeading')}</h2>
            <p>{t('qrIntro')}</p>
            <QrCodeImage
              className="admin-embed__qr-image"
              size={page.qrCode.size}
              path={page.qrCode.path}
              label={t('qrLabel', { link: page.link })}
            />
            <label className="halo-field__label" htmlFor={`${id}-page-link`}>
              {t('pageLink')}
            </label>
            <input
              ref={pageLink}
              id={`${id}-page-link`}
              className="halo-input admin-embed__link"
              readOnly
              value={page.link}
            />
            <div className="admin-embed__copy">
              <Button variant="secondary" aria-label={t('copyLink')} onClick={() => void copyLink(page.link)}>
                {t('copy')}
              </Button>
              <p role="status">{linkStatus}</p>
            </div>
            <QrCodeDownloads
              qrCode={page.qrCode}
              fileName={`${subdomain}-giving-qr`}
              texts={{ png: t('downloadPng'), svg: t('downloadSvg'), failed: t('downloadFailed') }}
            />
          </section>
          <section className="admin-panel admin-embed__websites" aria-labelledby={`${id}-websites`}>
            <h2 id={`${id}-websites`}>{t('websitesList')}</h2>
            <p>
              {t('websitesNote')} <Link to={consoleSectionPath('websites')}>{t('websitesLink')}</Link>.
            </p>
            {page.allowedWebsites.length === 0 ? (
              <p className="admin-muted">{t('noWebsites')}</p>
            ) : (
              <ul className="admin-list">
                {page.allowedWebsites.map((website) => (
                  <li key={website}>
                    <code>{website}</code>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <EmbedPreview origin={origin} attributes={embedAttributes(choices)} />
      </div>
    </>
  );
}
