import { useHalo } from 'halo_shared/store';

/**
 * The fund of an offline gift: a labelled select of the church's funds, its error beside it. The
 * console's "Record a gift" and a batch's entries both choose a fund with it.
 */
export function FundSelect({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (fundPrefixedId: string) => void;
}) {
  const funds = useHalo((state) => state.organization?.onlineGiving.funds ?? []);
  return (
    <div className="halo-field">
      <label className="halo-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="halo-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {funds.map((fund) => (
          <option key={fund.prefixedId} value={fund.prefixedId}>
            {fund.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="halo-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
