import type { HTMLAttributes } from 'react';
import { classNames } from './classNames';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: 'neutral' | 'warning' | 'success';
}

/** A short visible label such as "Test mode". */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={classNames('halo-badge', `halo-badge--${tone}`, className)} {...rest} />;
}
