import { formatMoney, givingPagePath, parseAmountInput } from '@halo/domain';
import { Badge, Button, LoadingState, ProgressBar, RadioGroup, RetryButton, TextField } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { DonorPledgesDocument, PledgeToCampaignDocument } from '@halo/shared/graphql/portal-pledges';
import { useTranslation } from 'halo_shared/i18n';
import { useRouter } from 'halo_shared/router';
import { selectFormattingLocale, useHalo } from 'halo_shared/store';
import { useState, type FormEvent } from 'react';
import { failureFieldErrors } from '../self-service-parts/apiFailure';
import { CheckboxField } from '../self-service-parts/CheckboxField';
import { Notice, SelfServiceScreen } from '../self-service-parts/SelfServiceScreen';
import { remoteData } from '../self-service-parts/remoteData';
import { PLEDGES_NAMESPACE } from './pledgesMessages';

type Field = 'campaign' | 'amount';
type FieldErrors = Partial<Record<Field, string>>;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * docs/PRODUCT.md §14 "Pledges" at /pledges: each of the donor's pledges with given against pledged
 * on a progress bar, and a form to pledge to a campaign of the church that has not ended. Refusals
 * sit beside their field in the reader's language; the first one takes the focus.
 */
export function PledgesScreen() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(PLEDGES_NAMESPACE);
  const organization = useHalo((state) => state.organization);
  const formatLocale = useHalo(selectFormattingLocale);
  const organizationPrefixedId = organization?.prefixedId ?? '';
  const currency = organization?.onlineGiving.currency ?? 'USD';
  const money = (cents: number) => formatMoney(cents, currency, formatLocale);
  const query = useGraphqlQuery(
    DonorPledgesDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const state = remoteData(query.state, (data) => data.donorPledges);
  const [campaign, setCampaign] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [giveMonthly, setGiveMonthly] = useState(false);
  const { navigate } = useRouter();

  /** The giving form for the campaign, monthly, at the amount that completes the pledge. */
  const monthlyGiftPath = (slug: string, monthlyGift: number) =>
    givingPagePath({ campaign: slug, amount: monthlyGift, frequency: 'monthly' });

  function focusFirst(found: FieldErrors) {
    if (found.campaign)
      document.querySelector<HTMLInputElement>('input[name="portal-pledge-campaign"]')?.focus();
    else if (found.amount) document.getElementById('portal-pledge-amount')?.focus();
  }

  async function pledge(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = parseAmountInput(amount);
    const found: FieldErrors = {};
    if (!campaign) found.campaign = t('campaignRequired');
    if (!cents) found.amount = t('amountInvalid');
    setErrors(found);
    setOutcome(null);
    if (!campaign || !cents) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await graphql(PledgeToCampaignDocument, {
        organizationPrefixedId,
        campaignPrefixedId: campaign,
        amount: cents,
      });
      const saved = answer.pledgeToCampaign;
      // "Give it monthly too": the recurring gift is set up in the same step, on the giving form.
      if (giveMonthly && saved.monthlyGift) {
        void navigate(monthlyGiftPath(saved.campaign.slug, saved.monthlyGift));
        return;
      }
      setOutcome({
        tone: 'success',
        text: t('saved', { amount: money(saved.amount), campaign: saved.campaign.name }),
      });
      setAmount('');
      void query.reload();
    } catch (failure) {
      const fields = failureFieldErrors(failure);
      const server: FieldErrors = { campaign: fields.campaign, amount: fields.amount };
      if (!server.campaign && !server.amount) setOutcome({ tone: 'error', text: t('failed') });
      setErrors(server);
      focusFirst(server);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SelfServiceScreen title={t('title')}>
      <p>{t('intro')}</p>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {state.status === 'loading' ? <LoadingState label={t('loading')} shape="cards" count={1} /> : null}
      {state.status === 'error' ? (
        <div className="self-service__actions">
          <Notice tone="error">{t('loadFailed')}</Notice>
          <RetryButton variant="secondary" onRetry={() => void query.reload()}>
            {t('retry')}
          </RetryButton>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          {state.data.pledges.length === 0 ? <p>{t('empty')}</p> : null}
          {state.data.pledges.length > 0 ? (
            <ul className="self-service__list" aria-label={t('listLabel')}>
              {state.data.pledges.map((entry) => {
                const words = t('givenOf', { given: money(entry.given), pledged: money(entry.amount) });
                return (
                  <li key={entry.prefixedId} className="self-service__card">
                    <div className="self-service__card-head">
                      <h2>{entry.campaign.name}</h2>
                      {entry.fulfilled ? <Badge tone="success">{t('fulfilled')}</Badge> : null}
                    </div>
                    <ProgressBar
                      label={t('progressLabel', { campaign: entry.campaign.name })}
                      value={entry.given / 100}
                      max={entry.amount / 100}
                      valueText={words}
                    />
                    <p>{words}</p>
                    {entry.campaign.givingState === 'ended' ? <p>{t('ended')}</p> : null}
                    {entry.monthlyGift ? (
                      <div className="self-service__actions">
                        <p>{t('monthlyHint', { amount: money(entry.monthlyGift) })}</p>
                        <Button
                          variant="secondary"
                          aria-label={t('giveMonthlyTo', {
                            amount: money(entry.monthlyGift),
                            campaign: entry.campaign.name,
                          })}
                          onClick={() =>
                            void navigate(monthlyGiftPath(entry.campaign.slug, entry.monthlyGift ?? 0))
                          }
                        >
                          {t('giveMonthly', { amount: money(entry.monthlyGift) })}
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          <h2>{t('formTitle')}</h2>
          {state.data.openCampaigns.length === 0 ? (
            <p>{t('noOpenCampaigns')}</p>
          ) : (
            <form className="self-service__form" onSubmit={(event) => void pledge(event)} noValidate>
              <p>{t('formIntro')}</p>
              <RadioGroup
                legend={t('campaign')}
                name="portal-pledge-campaign"
                options={state.data.openCampaigns.map((open) => ({
                  value: open.prefixedId,
                  label: open.name,
                }))}
                value={campaign}
                onChange={setCampaign}
                error={errors.campaign}
              />
              <TextField
                id="portal-pledge-amount"
                label={t('amount', { currency })}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                error={errors.amount}
                onChange={(event) => setAmount(event.target.value)}
              />
              <CheckboxField
                name="portal-pledge-monthly"
                label={t('alsoMonthly')}
                checked={giveMonthly}
                onChange={(event) => setGiveMonthly(event.target.checked)}
              />
              <Button type="submit" disabled={busy}>
                {busy ? t('submitting') : t('submit')}
              </Button>
            </form>
          )}
        </>
      ) : null}
    </SelfServiceScreen>
  );
}
