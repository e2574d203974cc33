import { classNames } from './classNames';

export interface LoadingStateProps {
  /** Announced text, e.g. the translated "Loading…". */
  label: string;
  className?: string;
}

/** A polite status with a spinner, for Suspense fallbacks and pending screens. */
export function LoadingState({ label, className }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={classNames('halo-loading', className)}>
      <span className="halo-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
