import type { MouseEvent, ReactNode } from 'react';
import { Button } from './Button';

export interface RetryButtonProps {
  onRetry: () => void;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

/**
 * "Try again" beside a failure. The button goes away with the failure it answers, and the focus would
 * fall to the page's body, sending a keyboard user back to the top of the page. So before asking again
 * it hands the focus to the nearest enclosing frame made to hold it (`tabindex="-1"`: the page's
 * `<main>`, the `<halo-give>` element's frame), from where Tab carries on into what replaces it.
 */
export function RetryButton({ onRetry, children, variant = 'primary' }: RetryButtonProps) {
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.parentElement?.closest<HTMLElement>('[tabindex="-1"]')?.focus();
    onRetry();
  };
  return (
    <Button variant={variant} onClick={retry}>
      {children}
    </Button>
  );
}
