import type { HTMLAttributes } from 'react';
import { classNames } from './classNames';

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level; a screen's title is the page's one `h1`. */
  level?: 1 | 2 | 3;
}

export function PageHeading({ level = 1, className, ...rest }: PageHeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={classNames('halo-heading', className)} {...rest} />;
}
