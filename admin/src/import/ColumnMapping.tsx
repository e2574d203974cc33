import { GIFT_IMPORT_FIELDS, type GiftImportField, type GiftImportMapping } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { IMPORT_NAMESPACE, type ImportMessagesText } from './importMessages';

const FIELD_KEYS: Record<GiftImportField, keyof ImportMessagesText> = {
  date: 'fieldDate',
  firstName: 'fieldFirstName',
  lastName: 'fieldLastName',
  email: 'fieldEmail',
  amount: 'fieldAmount',
  fund: 'fieldFund',
  method: 'fieldMethod',
  reference: 'fieldReference',
  note: 'fieldNote',
};

/** The field's label, for the mapping's selects and the list of recognised columns. */
export const useFieldLabel = () => {
  const { t } = useTranslation(IMPORT_NAMESPACE);
  return (field: GiftImportField) => t(FIELD_KEYS[field]);
};

/** One labelled select per field, offering the file's columns: which one holds the field, if any. */
export function ColumnMapping({
  columns,
  mapping,
  onChange,
}: {
  columns: readonly string[];
  mapping: GiftImportMapping;
  onChange: (mapping: GiftImportMapping) => void;
}) {
  const { t } = useTranslation(IMPORT_NAMESPACE);
  const label = useFieldLabel();
  return (
    <fieldset className="admin-import__columns">
      <legend className="halo-field__label">{t('columns')}</legend>
      {GIFT_IMPORT_FIELDS.map((field) => (
        <div className="halo-field" key={field}>
          <label className="halo-field__label" htmlFor={`admin-import-column-${field}`}>
            {label(field)}
          </label>
          <select
            id={`admin-import-column-${field}`}
            className="halo-select"
            value={mapping[field] === undefined ? '' : String(mapping[field])}
            onChange={(event) => {
              const next = { ...mapping };
              if (event.target.value === '') delete next[field];
              else next[field] = Number(event.target.value);
              onChange(next);
            }}
          >
            <option value="">{t('notInFile')}</option>
            {columns.map((name, index) => (
              <option key={index} value={String(index)}>
                {t('column', { number: index + 1, name })}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
