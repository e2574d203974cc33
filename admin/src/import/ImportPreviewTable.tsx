import { formatMoney, type GiftImportPreviewAnswer } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import { IMPORT_NAMESPACE } from './importMessages';

const METHOD_KEYS = {
  card: 'methodCard',
  bank: 'methodBank',
  cash: 'methodCash',
  check: 'methodCheck',
  other: 'methodOther',
} as const;

/**
 * The first rows of the file as the import will read them: the date, the donor, the amount in the
 * church's currency, the fund and the method, or the refusal of a row with its column and reason.
 * The table scrolls inside its own box (focusable, so the keyboard scrolls it too).
 */
export function ImportPreviewTable({ rows }: { rows: GiftImportPreviewAnswer['rows'] }) {
  const { t } = useTranslation(IMPORT_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  if (rows.length === 0) return <p>{t('previewEmpty')}</p>;
  return (
    <div className="admin-import__scroll" role="region" aria-labelledby="admin-import-preview" tabIndex={0}>
      <table className="admin-import__table">
        <thead>
          <tr>
            <th scope="col">{t('line')}</th>
            <th scope="col">{t('fieldDate')}</th>
            <th scope="col">{t('donor')}</th>
            <th scope="col">{t('fieldAmount')}</th>
            <th scope="col">{t('fieldFund')}</th>
            <th scope="col">{t('fieldMethod')}</th>
            <th scope="col">{t('refusal')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, gift, refusal }) => (
            <tr key={line}>
              <th scope="row">{line}</th>
              <td>{gift?.date}</td>
              <td>
                {gift
                  ? `${[gift.firstName, gift.lastName].filter(Boolean).join(' ')} <${gift.email}>`.trim()
                  : null}
              </td>
              <td>{gift ? formatMoney(gift.amount, currency, formattingLocale) : null}</td>
              <td>{gift?.fund}</td>
              <td>{gift ? t(METHOD_KEYS[gift.method]) : null}</td>
              <td className="admin-import__refusal">
                {refusal ? t('refused', { column: refusal.column, reason: refusal.reason }) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
