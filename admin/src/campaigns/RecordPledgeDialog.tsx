import { parseAmountInput } from '@halo/domain';
import { Button, Modal, RadioGroup, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { AdminDonorsDocument, type AdminDonorsQuery } from '@halo/shared/graphql/admin-donors';
import { RecordPledgeDocument, type RecordPledgeMutation } from '@halo/shared/graphql/admin-pledges';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessages, refusalMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { CAMPAIGNS_NAMESPACE } from './campaignsMessages';

type Field = 'donor' | 'amount';
type FieldErrors = Partial<Record<Field | 'form', string>>;
type Donor = AdminDonorsQuery['adminDonors'][number];

/**
 * "Record a pledge": a donor's paper pledge card, through `recordPledge`. The administrator finds the
 * donor by name or email, chooses them and writes the amount; a donor's earlier pledge to the
 * campaign is replaced. The form checks what it can, and the server's refusals sit beside their field
 * in the reader's language, with nothing typed lost.
 */
export function RecordPledgeDialog({
  campaign,
  onClose,
  onRecorded,
}: {
  campaign: { prefixedId: string; name: string };
  onClose: () => void;
  onRecorded: (pledge: RecordPledgeMutation['recordPledge']) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const { organizationPrefixedId, currency } = useChurch();
  const [search, setSearch] = useState('');
  const [donors, setDonors] = useState<Donor[] | null>(null);
  const [donor, setDonor] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function find() {
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(AdminDonorsDocument, { organizationPrefixedId, search: search.trim() });
      setDonors(answer.adminDonors);
      setDonor(answer.adminDonors.length === 1 ? (answer.adminDonors[0]?.prefixedId ?? null) : null);
    } catch (failure) {
      setErrors({
        donor: fieldMessages(failure, ['search']).search ?? refusalMessage(failure) ?? t('pledges.failed'),
      });
    } finally {
      setBusy(false);
    }
  }

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = parseAmountInput(amount);
    const found: FieldErrors = {};
    if (!donor) found.donor = t('pledges.donorRequired');
    if (!cents) found.amount = t('pledges.amountInvalid');
    if (!donor || !cents) {
      setErrors(found);
      document.getElementById(found.donor ? 'admin-pledge-search' : 'admin-pledge-amount')?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(RecordPledgeDocument, {
        organizationPrefixedId,
        campaignPrefixedId: campaign.prefixedId,
        donorPrefixedId: donor,
        amount: cents,
      });
      onRecorded(answer.recordPledge);
    } catch (failure) {
      const server = fieldMessages(failure, ['amount', 'campaign']);
      const shown: FieldErrors = { amount: server.amount };
      if (!server.amount) shown.form = server.campaign ?? refusalMessage(failure) ?? t('pledges.failed');
      setErrors(shown);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('pledges.recordTitle', { name: campaign.name })} onClose={onClose}>
      <form className="admin-record-pledge" onSubmit={(event) => void record(event)} noValidate>
        <div className="admin-record-pledge__search">
          <TextField
            id="admin-pledge-search"
            label={t('pledges.search')}
            autoComplete="off"
            value={search}
            error={errors.donor}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void find();
              }
            }}
          />
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void find()}>
            {t('pledges.find')}
          </Button>
        </div>
        {donors !== null && donors.length === 0 ? <p role="status">{t('pledges.noDonors')}</p> : null}
        {donors !== null && donors.length > 0 ? (
          <RadioGroup
            legend={t('pledges.donor')}
            name="admin-pledge-donor"
            options={donors.map((entry) => ({
              value: entry.prefixedId,
              label: `${entry.name} (${entry.email})`,
            }))}
            value={donor}
            onChange={setDonor}
          />
        ) : null}
        <TextField
          id="admin-pledge-amount"
          label={t('pledges.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <div className="admin-campaign__actions">
          <Button type="submit" disabled={busy}>
            {t('pledges.record')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
