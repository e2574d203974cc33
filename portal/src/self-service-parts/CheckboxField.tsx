import type { InputHTMLAttributes, ReactNode } from 'react';

/** A native checkbox with its label around it (the whole line is clickable). */
export function CheckboxField({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className="self-service__check">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
