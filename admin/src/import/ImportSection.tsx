import {
  GIFT_IMPORT_FIELDS,
  GIFT_IMPORT_FILE_MAX_BYTES,
  hasAdministratorAbility,
  type GiftImportFormatName,
  type GiftImportMapping,
  type GiftImportPreviewAnswer,
  type GiftImportRunAnswer,
} from '@halo/domain';
import { Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ColumnMapping, useFieldLabel } from './ColumnMapping';
import { previewGiftImport, runGiftImport, type ImportRefusal } from './giftImportCalls';
import { importCss } from './importCss';
import { IMPORT_NAMESPACE } from './importMessages';
import { ImportPreviewTable } from './ImportPreviewTable';
import { readFileText } from './readFileText';

const MAX_MB = GIFT_IMPORT_FILE_MAX_BYTES / 1024 / 1024;

const FORMAT_KEYS: Record<
  GiftImportFormatName,
  'formatHalo' | 'formatPlanningCenter' | 'formatTithely' | 'formatMapped'
> = {
  halo: 'formatHalo',
  planningCenter: 'formatPlanningCenter',
  tithely: 'formatTithely',
  mapped: 'formatMapped',
};

type Errors = Partial<Record<'csv' | 'mapping' | 'createFunds' | 'form', string>>;

/**
 * The console's Import of giving history (docs/PRODUCT.md §11): a CSV file, its columns (recognised,
 * or chosen for a header we do not know), its first rows as they will be read, then a dry run or
 * the import, whose summary lines are the halo CLI's. The file is read in the browser and sent
 * again for each step; the server keeps nothing between them.
 */
export function ImportSection() {
  const api = useApiClient();
  const { t } = useTranslation(IMPORT_NAMESPACE);
  const fieldLabel = useFieldLabel();
  const user = useHalo((state) => state.user);
  const mayCreateFunds = hasAdministratorAbility(user, 'manage-giving');
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<GiftImportPreviewAnswer | null>(null);
  const [chosen, setChosen] = useState<GiftImportMapping>({});
  const [mapping, setMapping] = useState<GiftImportMapping | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [createFunds, setCreateFunds] = useState(false);
  const [result, setResult] = useState<GiftImportRunAnswer | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  function refused(refusal: ImportRefusal) {
    const found: Errors = {};
    for (const field of ['csv', 'mapping', 'createFunds'] as const) {
      const message = refusal.fields[field]?.[0];
      if (message) found[field] = message;
    }
    if (Object.keys(found).length === 0) found.form = refusal.message || t('failed');
    setErrors(found);
    const first = found.csv ? 'admin-import-file' : found.mapping ? 'admin-import-column-date' : null;
    if (first) document.getElementById(first)?.focus();
  }

  async function read(text: string, withMapping: GiftImportMapping | null) {
    setBusy(true);
    setResult(null);
    setErrors({});
    try {
      const answer = await previewGiftImport(api, text, withMapping);
      if (!answer.ok) return refused(answer);
      setPreview(answer.value);
      setMapping(withMapping);
      if (answer.value.format === null) setChosen({});
    } catch {
      setErrors({ form: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setResult(null);
    setCsv(null);
    setMapping(null);
    if (!file) return;
    if (file.size > GIFT_IMPORT_FILE_MAX_BYTES) {
      setErrors({ csv: t('fileTooLarge', { max: MAX_MB }) });
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setErrors({ csv: t('unreadable') });
      return;
    }
    setCsv(text);
    await read(text, null);
  }

  async function run(dryRun: boolean) {
    if (csv === null) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await runGiftImport(api, {
        csv,
        mapping,
        dryRun,
        skipInvalid,
        createFunds: mayCreateFunds && createFunds,
      });
      if (!answer.ok) return refused(answer);
      setResult(answer.value);
    } catch {
      setErrors({ form: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  const needsColumns = preview !== null && preview.format === null;
  const resultTitle = result
    ? result.dryRun
      ? t('dryRunResult')
      : result.written
        ? t('importResult')
        : t('stoppedResult')
    : '';

  return (
    <>
      <style href="halo-admin-import" precedence="default">
        {importCss}
      </style>
      <p>{t('intro')}</p>
      <div className="admin-import__form">
        <div className={errors.csv ? 'halo-field halo-field--invalid' : 'halo-field'}>
          <label className="halo-field__label" htmlFor="admin-import-file">
            {t('fileLabel')}
          </label>
          <input
            id="admin-import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={
              errors.csv ? 'admin-import-file-hint admin-import-file-error' : 'admin-import-file-hint'
            }
            aria-invalid={errors.csv ? true : undefined}
            onChange={(event) => void chooseFile(event)}
          />
          <p id="admin-import-file-hint" className="halo-field__hint">
            {t('fileHint', { max: MAX_MB })}
          </p>
          {errors.csv ? (
            <p id="admin-import-file-error" className="halo-field__error">
              {errors.csv}
            </p>
          ) : null}
        </div>
        {busy && !preview ? <p role="status">{t('reading')}</p> : null}
      </div>

      {needsColumns ? (
        <form
          className="admin-import__form"
          aria-labelledby="admin-import-columns"
          onSubmit={(event) => {
            event.preventDefault();
            if (csv !== null) void read(csv, chosen);
          }}
        >
          <h2 id="admin-import-columns" className="halo-heading">
            {t('columns')}
          </h2>
          <p>{t('unknownHeader', { columns: preview.missingColumns.join(', ') })}</p>
          <ColumnMapping columns={preview.columns} mapping={chosen} onChange={setChosen} />
          {errors.mapping ? (
            <p className="admin-import__error" role="alert">
              {errors.mapping}
            </p>
          ) : null}
          <div className="admin-import__actions">
            <Button type="submit" disabled={busy}>
              {t('applyColumns')}
            </Button>
          </div>
        </form>
      ) : null}

      {preview && preview.format !== null ? (
        <>
          <h2 id="admin-import-columns" className="halo-heading">
            {t('columns')}
          </h2>
          <p>{t('readAs', { format: t(FORMAT_KEYS[preview.format]) })}</p>
          <ul className="admin-import__mapped">
            {GIFT_IMPORT_FIELDS.filter((field) => preview.mapping[field] !== undefined).map((field) => (
              <li key={field}>
                {fieldLabel(field)}: {preview.columns[preview.mapping[field]!]}
              </li>
            ))}
          </ul>
          {mapping ? (
            <div className="admin-import__actions">
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setChosen(mapping);
                  setPreview({ ...preview, format: null, rows: [] });
                  setResult(null);
                }}
              >
                {t('changeColumns')}
              </Button>
            </div>
          ) : null}
          <h2 id="admin-import-preview" className="halo-heading">
            {t('previewTitle')}
          </h2>
          <ImportPreviewTable rows={preview.rows} />

          <form
            className="admin-import__form"
            aria-labelledby="admin-import-options"
            onSubmit={(event) => event.preventDefault()}
          >
            <fieldset className="admin-import__options">
              <legend id="admin-import-options" className="halo-heading">
                {t('options')}
              </legend>
              <div>
                <label className="admin-import__check">
                  <input
                    type="checkbox"
                    checked={skipInvalid}
                    aria-describedby="admin-import-skip-hint"
                    onChange={(event) => setSkipInvalid(event.target.checked)}
                  />
                  {t('skipInvalid')}
                </label>
                <p id="admin-import-skip-hint" className="admin-import__hint">
                  {t('skipInvalidHint')}
                </p>
              </div>
              {mayCreateFunds ? (
                <div>
                  <label className="admin-import__check">
                    <input
                      type="checkbox"
                      checked={createFunds}
                      aria-describedby="admin-import-funds-hint"
                      onChange={(event) => setCreateFunds(event.target.checked)}
                    />
                    {t('createFunds')}
                  </label>
                  <p id="admin-import-funds-hint" className="admin-import__hint">
                    {t('createFundsHint')}
                  </p>
                </div>
              ) : null}
              {errors.createFunds ? (
                <p className="admin-import__error" role="alert">
                  {errors.createFunds}
                </p>
              ) : null}
            </fieldset>
            <div className="admin-import__actions">
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(true)}>
                {t('dryRun')}
              </Button>
              <Button type="button" disabled={busy} onClick={() => void run(false)}>
                {t('import')}
              </Button>
            </div>
            {busy ? <p role="status">{t('working')}</p> : null}
          </form>
        </>
      ) : null}

      {errors.form ? (
        <p className="admin-import__error" role="alert">
          {errors.form}
        </p>
      ) : null}

      {result ? (
        <section className="admin-import__result" aria-labelledby="admin-import-result">
          <h2 id="admin-import-result" ref={resultHeading} tabIndex={-1} className="halo-heading">
            {resultTitle}
          </h2>
          <ul className="admin-import__lines">
            {result.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
