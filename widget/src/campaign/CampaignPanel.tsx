import {
  campaignAnswerSchema,
  formatMoney,
  type CampaignAnswer,
  type CampaignTotalsEvent,
  type Organization,
} from '@halo/domain';
import { ProgressBar } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { subscribeCampaignTotals } from 'halo_shared/live';
import { useHalo } from 'halo_shared/store';
import * as v from 'valibot';
import { useEffect, useState } from 'react';
import { useGivingEnvironment, useGivingForm, useGivingFormStore } from '../giving/GivingEnvironment';
import { visibleFunds } from '../giving/givingValues';
import { CAMPAIGN_NAMESPACE, campaignCatalogue } from './campaignMessages';
import PledgeByCode from './PledgeByCode';

const panelCss = `
.halo-campaign { margin: 0 0 1rem; padding: 1rem; border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); min-width: 0; overflow-wrap: anywhere; }
.halo-campaign h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
.halo-campaign p { margin: 0.5rem 0 0; }
.halo-campaign__image { display: block; width: 100%; max-width: 100%; height: auto; max-height: 16rem; object-fit: cover; border-radius: var(--halo-radius); margin: 0 0 0.75rem; }
`;

/** Only a web address is drawn: the image is data from the API, and nothing else may become a source. */
const drawableImage = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

type Loaded = { answer: CampaignAnswer; totals: Pick<CampaignTotalsEvent, 'raised' | 'givers' | 'goal'> };

/**
 * The campaign a page names (docs/PRODUCT.md §14), above the giving form: its image, name, description and
 * progress bar, which moves live as gifts to it succeed. An open campaign's fund is chosen and the
 * gift is given through it; one that has ended, or not begun, says so over the ordinary form; an
 * address that names no campaign leaves the ordinary form alone and tells the page's author in the
 * console. A campaign that has not ended also takes a pledge by emailed code (PledgeByCode).
 */
export default function CampaignPanel({ slug, organization }: { slug: string; organization: Organization }) {
  useCatalogues(campaignCatalogue);
  const { t } = useTranslation(CAMPAIGN_NAMESPACE);
  const { client } = useGivingEnvironment();
  const form = useGivingFormStore();
  const step = useGivingForm((state) => state.step);
  const formatLocale = useHalo((state) => state.locale);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    const announce = (answer: unknown) => {
      if (!current) return;
      if (answer === null) {
        console.warn(
          `<halo-give>: ${organization.name} has no campaign "${slug}"; the ordinary giving form is shown.`,
        );
        return;
      }
      const parsed = v.safeParse(campaignAnswerSchema, answer);
      if (!parsed.success) return;
      const campaign = parsed.output;
      setLoaded({ answer: campaign, totals: campaign });
      if (campaign.state !== 'open') return;
      const funds = visibleFunds(organization).map((fund) => fund.prefixedId);
      const fund = campaign.fundPrefixedIds.find((id) => funds.includes(id));
      if (!fund) return;
      const { setValue } = form.getState();
      setValue('fund', fund);
      setValue('campaign', campaign.slug);
    };
    client
      .loadCampaign?.(organization.subdomain, slug)
      .then(announce)
      // The ordinary form stays usable when the campaign cannot be read.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, form, organization, slug, reloads]);

  const answer = loaded?.answer ?? null;
  useEffect(() => {
    if (!answer?.channel || !answer.live) return;
    return subscribeCampaignTotals(answer.live, answer.channel, (totals) =>
      setLoaded((previous) => (previous ? { ...previous, totals } : previous)),
    );
  }, [answer]);

  // Without live updates, the donor's own gift still shows once it is given.
  useEffect(() => {
    if (step === 'done' && !answer?.channel) setReloads((count) => count + 1);
  }, [step, answer?.channel]);

  if (!loaded || !answer) return null;
  const money = (cents: number) => formatMoney(cents, answer.currency, formatLocale);
  const { raised, givers, goal } = loaded.totals;
  const raisedText = t('raised', { raised: money(raised), goal: money(goal) });
  return (
    <section className="halo-campaign" aria-labelledby="halo-campaign-name">
      <style>{panelCss}</style>
      {drawableImage(answer.imageUrl) && answer.imageAlt ? (
        <img className="halo-campaign__image" src={answer.imageUrl} alt={answer.imageAlt} decoding="async" />
      ) : null}
      <h2 id="halo-campaign-name">{answer.name}</h2>
      {answer.state === 'ended' ? (
        <p role="status">{t('ended', { name: answer.name })}</p>
      ) : answer.state === 'upcoming' ? (
        <p role="status">{t('upcoming', { name: answer.name, date: answer.startDate ?? '' })}</p>
      ) : null}
      {answer.description ? <p>{answer.description}</p> : null}
      <ProgressBar label={t('progressLabel')} value={raised / 100} max={goal / 100} valueText={raisedText} />
      <p aria-live="polite">
        {raisedText} · {t('givers', { count: givers })}
      </p>
      {answer.state === 'ended' ? null : (
        <PledgeByCode
          organizationPrefixedId={organization.prefixedId}
          campaignSlug={answer.slug}
          campaignName={answer.name}
          currency={answer.currency}
          locale={formatLocale}
        />
      )}
    </section>
  );
}
