import {
  calendarDateInTimeZone,
  giftBatchHeaderProblems,
  giftBatchMessage,
  parseAmountInput,
  type GiftBatchField,
} from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  CreateGiftBatchDocument,
  type GiftBatchFieldsFragment,
} from '@halo/shared/graphql/admin-gift-batches';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useState, type FormEvent } from 'react';
import { fieldMessages } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { BATCHES_NAMESPACE } from './batchesMessages';
import { moveOnWithEnter } from './moveOnWithEnter';

const FIELDS: GiftBatchField[] = ['name', 'date', 'expectedTotal'];

/** "New batch": its name, its date (today by default) and the total the counters counted. */
export function NewBatchForm({ onCreated }: { onCreated: (batch: GiftBatchFieldsFragment) => void }) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(BATCHES_NAMESPACE);
  const locale = useHalo((state) => state.locale);
  const { organizationPrefixedId, currency, timeZone } = useChurch();
  const today = calendarDateInTimeZone(timeZone);
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [expected, setExpected] = useState('');
  const [errors, setErrors] = useState<Partial<Record<GiftBatchField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  function show(found: typeof errors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`admin-batch-${first}`)?.focus();
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const expectedTotal = parseAmountInput(expected) ?? Number.NaN;
    const problems = giftBatchHeaderProblems({ name, date, expectedTotal }, today);
    const found: typeof errors = {};
    for (const field of FIELDS) {
      const problem = problems[field];
      if (problem) found[field] = giftBatchMessage(locale, problem.reason, problem.params);
    }
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    try {
      const answer = await graphql(CreateGiftBatchDocument, {
        organizationPrefixedId,
        input: { name: name.trim(), date, expectedTotal },
      });
      setName('');
      setExpected('');
      setErrors({});
      onCreated(answer.createGiftBatch);
    } catch (failure) {
      Object.assign(found, fieldMessages(failure, FIELDS));
      if (Object.keys(found).length === 0) found.form = t('failed');
      show(found);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-batches__form"
      aria-labelledby="admin-batch-new"
      onSubmit={(event) => void create(event)}
      onKeyDown={moveOnWithEnter}
      noValidate
    >
      <h2 id="admin-batch-new" className="halo-heading">
        {t('newBatch')}
      </h2>
      <div className="admin-batches__row">
        <TextField
          id="admin-batch-name"
          label={t('name')}
          value={name}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          id="admin-batch-date"
          label={t('date')}
          type="date"
          max={today}
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          id="admin-batch-expectedTotal"
          label={t('expectedTotal', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={expected}
          error={errors.expectedTotal}
          onChange={(event) => setExpected(event.target.value)}
          data-enter="submit"
        />
      </div>
      {errors.form ? (
        <p role="alert" className="admin-error">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('create')}
        </Button>
      </div>
    </form>
  );
}
