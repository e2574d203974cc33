import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './classNames';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

/** A button that is `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames('halo-button', `halo-button--${variant}`, className)}
      {...rest}
    />
  );
}
