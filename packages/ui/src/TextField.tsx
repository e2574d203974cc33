import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The translated message under the field; sets aria-invalid and aria-describedby. */
  error?: string | null;
  /** Help under the field, announced with it. */
  hint?: ReactNode;
  id?: string;
}

/** A labelled input whose error sits next to it and is announced with it (WCAG 3.3.1). */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `halo-field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('halo-field', error ? 'halo-field--invalid' : null, className)}>
      <label className="halo-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="halo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="halo-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="halo-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
