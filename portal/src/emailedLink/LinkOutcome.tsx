import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What an action on an emailed link's page came to ("The next gift is skipped…", "Thank you!…"):
 * announced, and given the focus when it appears, so the keyboard stays where the news is after the
 * dialog or button that caused it is gone. Keyed by what it says, a new outcome takes the focus again.
 */
export function LinkOutcome({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className={className} role="status" tabIndex={-1} ref={ref}>
      {children}
    </p>
  );
}
