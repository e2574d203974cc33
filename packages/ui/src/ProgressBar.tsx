import { classNames } from './classNames';

export interface ProgressBarProps {
  /** Accessible name, e.g. the translated "Loading". */
  label: string;
  className?: string;
}

/** An indeterminate progress bar (no aria-valuenow: how much is left is unknown). */
export function ProgressBar({ label, className }: ProgressBarProps) {
  return (
    <div role="progressbar" aria-label={label} className={classNames('halo-progress', className)}>
      <div className="halo-progress__bar" />
    </div>
  );
}
