import type { AccountingExportFormat, AccountingExportRequest } from '@halo/domain';
import { Button, RadioGroup, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNTING_EXPORT_NAMESPACE } from './accountingExportMessages';
import { attachmentName, saveFile } from './saveFile';

type Field = 'startDate' | 'endDate';

// The two dates sit side by side while they fit, one under the other on a phone.
const css = `
.admin-accounting-export__dates { display: flex; flex-wrap: wrap; gap: 0 1rem; }
.admin-accounting-export__dates > * { flex: 1 1 12rem; min-width: 0; }
`;
const FIELDS_SHOWN: readonly Field[] = ['startDate', 'endDate'];

/**
 * "Accounting export" (docs/PRODUCT.md §19): one deposit, or the deposits of a period, as a journal
 * file for QuickBooks Online or Xero. The file comes from a POST; a refusal (accounts not set, a
 * period that is not one) is shown beside its field or above the button, in the reader's language.
 */
export function AccountingExport({
  depositPrefixedId,
  defaultStartDate = '',
  defaultEndDate = '',
}: {
  depositPrefixedId?: string;
  defaultStartDate?: string;
  defaultEndDate?: string;
}) {
  const { postJson } = useApiClient();
  const { t } = useTranslation(ACCOUNTING_EXPORT_NAMESPACE);
  const id = useId();
  const [format, setFormat] = useState<AccountingExportFormat>('quickbooksOnline');
  const [startDate, setStartDate] = useState(defaultStartDate);
  const [endDate, setEndDate] = useState(defaultEndDate);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = `${id}-heading`;

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    setAnnouncement('');
    const body: AccountingExportRequest = depositPrefixedId
      ? { format, depositPrefixedId }
      : { format, startDate, endDate };
    try {
      const response = await postJson('/api/admin/accounting-export', body);
      if (response.ok) {
        saveFile(
          await response.blob(),
          attachmentName(response.headers.get('Content-Disposition'), 'journal.csv'),
        );
        setAnnouncement(t('downloaded'));
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string[]>;
      };
      const shown: Partial<Record<Field, string>> = {};
      for (const field of depositPrefixedId ? [] : FIELDS_SHOWN) {
        const message = answer.errors?.[field]?.[0];
        if (message) shown[field] = message;
      }
      setErrors(shown);
      const others = Object.entries(answer.errors ?? {})
        .filter(([field]) => !(field in shown))
        .map(([, messages]) => messages[0]);
      const first = FIELDS_SHOWN.find((field) => shown[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      if (others.length > 0 || !first) setFailure(others[0] ?? answer.message ?? t('failed'));
    } catch {
      setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-panel admin-accounting-export"
      aria-labelledby={heading}
      onSubmit={(event) => void download(event)}
      noValidate
    >
      <style href="halo-admin-accounting-export" precedence="default">
        {css}
      </style>
      <h3 id={heading}>{t('title')}</h3>
      <p className="admin-muted">{depositPrefixedId ? t('introDeposit') : t('introRange')}</p>
      <RadioGroup<AccountingExportFormat>
        legend={t('software')}
        options={[
          { value: 'quickbooksOnline', label: t('quickbooksOnline') },
          { value: 'xero', label: t('xero') },
        ]}
        value={format}
        onChange={setFormat}
      />
      {depositPrefixedId ? null : (
        <div className="admin-accounting-export__dates">
          <TextField
            id={`${id}-startDate`}
            type="date"
            label={t('startDate')}
            value={startDate}
            error={errors.startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
          <TextField
            id={`${id}-endDate`}
            type="date"
            label={t('endDate')}
            value={endDate}
            error={errors.endDate}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </div>
      )}
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
      <div className="admin-deposits__actions">
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('download')}
        </Button>
      </div>
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
    </form>
  );
}
