import {
  giftBatchEntryProblems,
  giftBatchMessage,
  parseAmountInput,
  formatMoney,
  type GiftBatchEntryField,
  type GiftBatchMethod,
} from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import type { GiftBatchEntryInput } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState, type FormEvent } from 'react';
import { FundSelect } from '../layout/FundSelect';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { BATCHES_NAMESPACE } from './batchesMessages';
import { DonorPicker } from './DonorPicker';
import { moveOnWithEnter } from './moveOnWithEnter';
import type { RecentDonor } from './recentDonors';

type Field = GiftBatchEntryField | 'lastName';
type Errors = Partial<Record<Field | 'form', string>>;
const FIELDS: Field[] = [
  'donorPrefixedId',
  'email',
  'firstName',
  'method',
  'checkNumber',
  'amount',
  'fundPrefixedId',
  'memo',
];

export interface EntryDraft {
  donor: RecentDonor | null;
  method: GiftBatchMethod;
  checkNumber: string;
  amount: string;
  fundPrefixedId: string;
  memo: string;
}

/** What the form sends: an existing donor, or a new donor record. */
export interface EntrySubmission {
  input: GiftBatchEntryInput;
  donorName: string;
}

/**
 * One gift of a batch, typed from the keyboard: donor, Cash or Check, check number, amount, fund and
 * memo; Enter moves on and Enter in Memo adds it. Its rules are @halo/domain's, checked before
 * sending; the server's refusals show beside their fields. After a gift is added the form keeps the
 * method and fund (the next check is most likely another check to the same fund) and goes back to
 * the donor.
 */
export function EntryForm({
  title,
  initial,
  recent,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: EntryDraft;
  recent: readonly RecentDonor[];
  submitLabel: string;
  /** Resolves when saved; rejects with the server's refusal. */
  onSubmit: (submission: EntrySubmission) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(BATCHES_NAMESPACE);
  const locale = useHalo((state) => state.locale);
  const { currency, formattingLocale } = useChurch();
  const [draft, setDraft] = useState(initial);
  const [newDonor, setNewDonor] = useState<{ email: string; firstName: string; lastName: string } | null>(
    null,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext) document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const set = (change: Partial<EntryDraft>) => setDraft((current) => ({ ...current, ...change }));

  function show(found: Errors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      const id = first === 'donorPrefixedId' ? 'admin-entry-donor' : `admin-entry-${first}`;
      document.getElementById(id)?.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseAmountInput(draft.amount) ?? Number.NaN;
    const input = {
      ...(newDonor
        ? {
            donorPrefixedId: null,
            newDonor: {
              email: newDonor.email.trim(),
              firstName: newDonor.firstName.trim() || null,
              lastName: newDonor.lastName.trim() || null,
            },
          }
        : { donorPrefixedId: draft.donor?.prefixedId ?? null, newDonor: null }),
      fundPrefixedId: draft.fundPrefixedId,
      amount,
      method: draft.method,
      checkNumber: draft.method === 'check' ? draft.checkNumber.trim() || null : null,
      memo: draft.memo.trim() || null,
    };
    const problems = giftBatchEntryProblems(input);
    const found: Errors = {};
    for (const field of FIELDS) {
      const problem = problems[field as GiftBatchEntryField];
      if (problem) found[field] = giftBatchMessage(locale, problem.reason, problem.params);
    }
    if (Object.keys(found).length > 0) return show(found);
    const donorName = newDonor
      ? [newDonor.firstName, newDonor.lastName].filter((part) => part.trim()).join(' ') || newDonor.email
      : (draft.donor?.name ?? '');
    setBusy(true);
    try {
      await onSubmit({ input, donorName });
      setErrors({});
      setAnnouncement(
        t('added', { amount: formatMoney(amount, currency, formattingLocale), name: donorName }),
      );
      setDraft((current) => ({ ...current, donor: null, checkNumber: '', amount: '', memo: '' }));
      setNewDonor(null);
      setFocusNext('admin-entry-donor');
    } catch (failure) {
      for (const field of [...FIELDS, 'newDonor.email', 'batchPrefixedId', 'entryPrefixedId']) {
        const message = fieldMessage(failure, field);
        if (message) found[(field === 'newDonor.email' ? 'email' : field) as Field] = message;
      }
      const known = FIELDS.some((field) => found[field]);
      if (!known)
        found.form =
          fieldMessage(failure, 'batchPrefixedId') ?? fieldMessage(failure, 'entryPrefixedId') ?? t('failed');
      show(found);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-batches__form"
      aria-labelledby="admin-entry-title"
      onSubmit={(event) => void submit(event)}
      onKeyDown={moveOnWithEnter}
      noValidate
    >
      <h2 id="admin-entry-title" className="halo-heading">
        {title}
      </h2>
      <p className="halo-field__hint">{t('keyboardHint')}</p>
      {newDonor ? (
        <>
          <div className="admin-batches__row">
            <TextField
              id="admin-entry-email"
              label={t('email')}
              type="email"
              autoComplete="off"
              value={newDonor.email}
              error={errors.email}
              onChange={(event) => setNewDonor({ ...newDonor, email: event.target.value })}
            />
            <TextField
              id="admin-entry-firstName"
              label={t('firstName')}
              autoComplete="off"
              value={newDonor.firstName}
              error={errors.firstName}
              onChange={(event) => setNewDonor({ ...newDonor, firstName: event.target.value })}
            />
            <TextField
              id="admin-entry-lastName"
              label={t('lastName')}
              autoComplete="off"
              value={newDonor.lastName}
              onChange={(event) => setNewDonor({ ...newDonor, lastName: event.target.value })}
            />
          </div>
          <div>
            <Button type="button" variant="secondary" onClick={() => setNewDonor(null)}>
              {t('findDonor')}
            </Button>
          </div>
        </>
      ) : draft.donor ? (
        <p className="admin-batches__chosen">
          <span>{t('chosenDonor', { name: draft.donor.name, email: draft.donor.email })}</span>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              set({ donor: null });
              setFocusNext('admin-entry-donor');
            }}
          >
            {t('changeDonor')}
          </Button>
        </p>
      ) : (
        <>
          <DonorPicker
            recent={recent}
            error={errors.donorPrefixedId}
            onPick={(donor) => {
              set({ donor });
              setFocusNext('admin-entry-method');
            }}
          />
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setNewDonor({ email: '', firstName: '', lastName: '' });
                setFocusNext('admin-entry-email');
              }}
            >
              {t('newDonor')}
            </Button>
          </div>
        </>
      )}
      <div className="admin-batches__row">
        <div className="halo-field">
          <label className="halo-field__label" htmlFor="admin-entry-method">
            {t('method')}
          </label>
          <select
            id="admin-entry-method"
            className="halo-select"
            value={draft.method}
            onChange={(event) => set({ method: event.target.value as GiftBatchMethod })}
          >
            <option value="check">{t('check')}</option>
            <option value="cash">{t('cash')}</option>
          </select>
        </div>
        {draft.method === 'check' ? (
          <TextField
            id="admin-entry-checkNumber"
            label={t('checkNumber')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.checkNumber}
            error={errors.checkNumber}
            onChange={(event) => set({ checkNumber: event.target.value })}
          />
        ) : null}
        <TextField
          id="admin-entry-amount"
          label={t('amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => set({ amount: event.target.value })}
        />
        <FundSelect
          id="admin-entry-fundPrefixedId"
          label={t('fund')}
          value={draft.fundPrefixedId}
          error={errors.fundPrefixedId}
          onChange={(fundPrefixedId) => set({ fundPrefixedId })}
        />
      </div>
      <TextField
        id="admin-entry-memo"
        label={t('memo')}
        autoComplete="off"
        value={draft.memo}
        error={errors.memo}
        data-enter="submit"
        onChange={(event) => set({ memo: event.target.value })}
      />
      {errors.form ? (
        <p role="alert" className="admin-error">
          {errors.form}
        </p>
      ) : null}
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
      <div className="admin-batches__actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
