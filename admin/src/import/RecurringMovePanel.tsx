import { RECURRING_MOVE_FILE_MAX_BYTES, type RecurringMoveAnswer } from '@halo/domain';
import { AdminPaymentsDocument } from '@halo/shared/graphql/admin-payments';
import { Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { useChurch } from '../layout/useChurch';
import { readFileText } from './readFileText';
import { runRecurringMove, type RecurringMoveRefusal } from './recurringMoveCall';
import { RECURRING_MOVE_NAMESPACE } from './recurringMoveMessages';

const MAX_MB = RECURRING_MOVE_FILE_MAX_BYTES / 1024 / 1024;

type Source = 'stripe' | 'file' | 'schedule';
type FileField = 'file' | 'schedule' | 'fundMap';
type Errors = Partial<Record<FileField | 'form', string>>;

const INPUT_IDS: Record<FileField, string> = {
  file: 'admin-move-file',
  schedule: 'admin-move-schedule',
  fundMap: 'admin-move-fund-map',
};

/**
 * The Import section's second panel (docs/PRODUCT.md §17): recurring donors moved from the church's
 * previous platform on Stripe, through the service the halo CLI's import:stripe-recurring calls.
 * The old objects come from the church's Stripe account (offered only when it is connected in Stripe
 * mode) or from a file of Stripe's list answers, the gifts from those subscriptions or from a
 * schedule CSV. A dry run says what would happen; a move asks first. For 'manage-giving' holders;
 * the server also asks for the second factor proven in this session: the console's challenge asks for
 * it and sends the run again, and a refusal the administrator leaves is shown as the server's.
 */
export function RecurringMovePanel() {
  const api = useApiClient();
  const { t } = useTranslation(RECURRING_MOVE_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const { state } = useGraphqlQuery(
    AdminPaymentsDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const payments = state.data?.adminPayments;
  const stripeReadable = Boolean(payments?.stripeAvailable && payments.stripeAccountId && !payments.isTest);
  const [source, setSource] = useState<Source>('file');
  const [files, setFiles] = useState<Partial<Record<FileField, string>>>({});
  const [cancelOld, setCancelOld] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<RecurringMoveAnswer | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stripeReadable) setSource((current) => (current === 'file' ? 'stripe' : current));
  }, [stripeReadable]);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  // With a schedule, the customers and cards still come from somewhere: the Stripe account when
  // it can be read, else the file.
  const needsFile = source === 'file' || (source === 'schedule' && !stripeReadable);
  const needsSchedule = source === 'schedule';

  async function choose(field: FileField, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResult(null);
    setFiles((current) => ({ ...current, [field]: undefined }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (!file) return;
    if (file.size > RECURRING_MOVE_FILE_MAX_BYTES) {
      setErrors((current) => ({ ...current, [field]: t('fileTooLarge', { max: MAX_MB }) }));
      return;
    }
    try {
      const text = await readFileText(file);
      setFiles((current) => ({ ...current, [field]: text }));
    } catch {
      setErrors((current) => ({ ...current, [field]: t('unreadable') }));
    }
  }

  function refused(refusal: RecurringMoveRefusal) {
    const found: Errors = {};
    for (const field of ['file', 'schedule', 'fundMap'] as const) {
      const message = refusal.fields[field]?.[0];
      if (message) found[field] = message;
    }
    const other = refusal.fields.source?.[0];
    if (other) found.form = other;
    if (Object.keys(found).length === 0) found.form = refusal.message || t('failed');
    setErrors(found);
    const first = (['file', 'schedule', 'fundMap'] as const).find((field) => found[field]);
    if (first) document.getElementById(INPUT_IDS[first])?.focus();
  }

  /** Missing files named on their fields before anything is sent. */
  function ready(): boolean {
    const missing: Errors = {};
    if (needsFile && !files.file) missing.file = t('fileRequired');
    if (needsSchedule && !files.schedule) missing.schedule = t('fileRequired');
    setErrors(missing);
    const first = (['file', 'schedule'] as const).find((field) => missing[field]);
    if (first) document.getElementById(INPUT_IDS[first])?.focus();
    return !first;
  }

  const send = (dryRun: boolean) =>
    runRecurringMove(api, {
      source: needsFile ? 'file' : 'stripe',
      file: needsFile ? (files.file ?? null) : null,
      schedule: needsSchedule ? (files.schedule ?? null) : null,
      fundMap: files.fundMap ?? null,
      dryRun,
      cancelOld,
    });

  function answered(answer: Awaited<ReturnType<typeof send>>) {
    if (answer.ok) setResult(answer.value);
    else refused(answer);
  }

  async function dryRun() {
    if (!ready()) return;
    setBusy(true);
    setResult(null);
    try {
      answered(await send(true));
    } catch {
      setErrors({ form: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  function fileField(field: FileField, label: string, hint: string, accept: string) {
    const id = INPUT_IDS[field];
    const error = errors[field];
    return (
      <div className={error ? 'halo-field halo-field--invalid' : 'halo-field'}>
        <label className="halo-field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void choose(field, event)}
        />
        <p id={`${id}-hint`} className="halo-field__hint">
          {hint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="halo-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const sources: Source[] = stripeReadable ? ['stripe', 'file', 'schedule'] : ['file', 'schedule'];
  const sourceLabel: Record<Source, string> = {
    stripe: t('sourceStripe'),
    file: t('sourceFile'),
    schedule: t('sourceSchedule'),
  };

  return (
    <section className="admin-import__panel" aria-labelledby="admin-move-title">
      <h2 id="admin-move-title" className="halo-heading">
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <form
        className="admin-import__form"
        aria-labelledby="admin-move-title"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className="admin-import__options">
          <legend className="halo-field__label">{t('source')}</legend>
          {sources.map((value) => (
            <label key={value} className="admin-import__check">
              <input
                type="radio"
                name="admin-move-source"
                value={value}
                checked={source === value}
                onChange={() => {
                  setSource(value);
                  setErrors({});
                  setResult(null);
                }}
              />
              {sourceLabel[value]}
            </label>
          ))}
        </fieldset>
        {needsFile
          ? fileField('file', t('stripeFileLabel'), t('stripeFileHint'), '.json,application/json')
          : null}
        {needsSchedule ? fileField('schedule', t('scheduleLabel'), t('scheduleHint'), '.csv,text/csv') : null}
        {fileField('fundMap', t('fundMapLabel'), t('fundMapHint'), '.json,application/json')}
        <div>
          <label className="admin-import__check">
            <input
              type="checkbox"
              checked={cancelOld}
              aria-describedby="admin-move-cancel-hint"
              onChange={(event) => setCancelOld(event.target.checked)}
            />
            {t('cancelOld')}
          </label>
          <p id="admin-move-cancel-hint" className="admin-import__hint">
            {t('cancelOldHint')}
          </p>
        </div>
        <div className="admin-import__actions">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void dryRun()}>
            {t('dryRun')}
          </Button>
          <Button
            type="button"
            disabled={busy}
            onClick={() => {
              if (ready()) setConfirming(true);
            }}
          >
            {t('move')}
          </Button>
        </div>
        {busy ? <p role="status">{t('working')}</p> : null}
      </form>

      {errors.form ? (
        <p className="admin-import__error" role="alert">
          {errors.form}
        </p>
      ) : null}

      {confirming ? (
        <ConfirmDialog
          title={t('confirmTitle')}
          explanation={t('confirmText')}
          confirmLabel={t('confirmMove')}
          cancelLabel={t('cancel')}
          failedText={t('failed')}
          confirm={() => send(false)}
          onClose={() => setConfirming(false)}
          onDone={(answer) => {
            setConfirming(false);
            answered(answer);
          }}
        />
      ) : null}

      {result ? (
        <section className="admin-import__result" aria-labelledby="admin-move-result">
          <h3 id="admin-move-result" ref={resultHeading} tabIndex={-1} className="halo-heading">
            {result.dryRun ? t('dryRunResult') : t('moveResult')}
          </h3>
          <ul className="admin-import__lines">
            {result.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
