import { useId, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<Value extends string> {
  legend: ReactNode;
  /** Shared `name` of the inputs; generated when absent. */
  name?: string;
  options: readonly RadioOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string | null;
  /** `buttons` shows the options as a row of toggle-like tiles (amounts, frequency). */
  appearance?: 'list' | 'buttons';
  className?: string;
}

/** Native radios in a fieldset: arrow keys, one tab stop and the group's name come from the browser. */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  appearance = 'list',
  className,
}: RadioGroupProps<Value>) {
  const generated = useId();
  const groupName = name ?? `halo-radio-${generated}`;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <fieldset
      className={classNames('halo-radio-group', `halo-radio-group--${appearance}`, className)}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="halo-field__label">{legend}</legend>
      <div className="halo-radio-group__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={classNames('halo-radio', value === option.value ? 'halo-radio--checked' : null)}
          >
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="halo-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
