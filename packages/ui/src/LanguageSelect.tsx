import { useId } from 'react';
import { classNames } from './classNames';

export interface LanguageOption<Value extends string> {
  value: Value;
  /** The language's own name ("English", "Español"), so a reader of it can find it. */
  label: string;
  /** BCP 47 tag of the label, for screen-reader pronunciation. */
  lang?: string;
}

export interface LanguageSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: ReadonlyArray<LanguageOption<Value>>;
  onChange: (value: Value) => void;
  className?: string;
}

/** A labelled <select> of languages. */
export function LanguageSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: LanguageSelectProps<Value>) {
  const id = useId();
  return (
    <span className={classNames('halo-select-field', className)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="halo-select"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
