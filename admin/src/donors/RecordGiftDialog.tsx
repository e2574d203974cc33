import { calendarDateInTimeZone, isCalendarDate, parseAmountInput, type Cents } from '@halo/domain';
import { Button, Modal, RadioGroup, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { RecordOfflineGiftDocument, type RecordOfflineGiftMutation } from '@halo/shared/graphql/admin-gifts';
import type { OfflineGiftMethod } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useState, type FormEvent } from 'react';
import { FundSelect } from '../layout/FundSelect';
import { fieldMessages } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DONORS_NAMESPACE } from './donorsMessages';

type Field = 'method' | 'fundPrefixedId' | 'amount' | 'date' | 'memo';
type FieldErrors = Partial<Record<Field | 'form', string>>;
const FIELDS: Field[] = ['method', 'fundPrefixedId', 'amount', 'date', 'memo'];

export interface RecordGiftDonor {
  prefixedId: string;
  name: string;
}

/**
 * "Record a gift": cash or a check a donor gave, through `recordOfflineGift`. The form checks what it
 * can (an amount, a day not after the church's today); the server's refusals are shown beside their
 * fields in the reader's language, and nothing typed is lost.
 */
export function RecordGiftDialog({
  donor,
  onClose,
  onRecorded,
}: {
  donor: RecordGiftDonor;
  onClose: () => void;
  onRecorded: (gift: RecordOfflineGiftMutation['recordOfflineGift']) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(DONORS_NAMESPACE);
  const { organizationPrefixedId, currency, timeZone } = useChurch();
  const funds = useHalo((state) => state.organization?.onlineGiving.funds ?? []);
  const today = calendarDateInTimeZone(timeZone);
  const [method, setMethod] = useState<OfflineGiftMethod>('cash');
  const [fundPrefixedId, setFund] = useState(
    (funds.find((fund) => fund.isDefault) ?? funds[0])?.prefixedId ?? '',
  );
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function focusFirstError(found: FieldErrors) {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`admin-record-${first}`)?.focus();
  }

  function checkForm(): { errors: FieldErrors; cents: Cents | null } {
    const found: FieldErrors = {};
    const cents = parseAmountInput(amount);
    if (!cents) found.amount = t('amountInvalid');
    if (!isCalendarDate(date) || date > today) found.date = t('dateInvalid');
    if (!fundPrefixedId) found.fundPrefixedId = t('fundMissing');
    return { errors: found, cents };
  }

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm();
    if (Object.keys(checked.errors).length > 0 || !checked.cents) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(RecordOfflineGiftDocument, {
        organizationPrefixedId,
        input: {
          donorPrefixedId: donor.prefixedId,
          method,
          fundPrefixedId,
          amount: checked.cents,
          date,
          memo: memo.trim() || null,
        },
      });
      onRecorded(answer.recordOfflineGift);
    } catch (failure) {
      const found: FieldErrors = fieldMessages(failure, FIELDS);
      if (Object.keys(found).length === 0) found.form = t('failed');
      setErrors(found);
      focusFirstError(found);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('recordFrom', { name: donor.name })} onClose={onClose}>
      <form className="admin-record-gift" onSubmit={(event) => void record(event)} noValidate>
        <RadioGroup
          legend={t('method')}
          name="admin-record-method"
          options={[
            { value: 'cash', label: t('cash') },
            { value: 'check', label: t('check') },
          ]}
          value={method}
          onChange={setMethod}
          error={errors.method}
        />
        <FundSelect
          id="admin-record-fundPrefixedId"
          label={t('fund')}
          value={fundPrefixedId}
          error={errors.fundPrefixedId}
          onChange={setFund}
        />
        <TextField
          id="admin-record-amount"
          label={t('amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          id="admin-record-date"
          label={t('date')}
          type="date"
          max={today}
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          id="admin-record-memo"
          label={t('memo')}
          value={memo}
          error={errors.memo}
          onChange={(event) => setMemo(event.target.value)}
        />
        {errors.form ? (
          <p role="alert" className="admin-error">
            {errors.form}
          </p>
        ) : null}
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
