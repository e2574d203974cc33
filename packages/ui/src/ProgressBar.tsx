import { classNames } from './classNames';

export interface ProgressBarProps {
  /** Accessible name, e.g. the translated "Loading". */
  label: string;
  className?: string;
  /**
   * How much is done, out of `max`: a bar in the flow of the page that fills up. Without it the bar
   * is indeterminate (no aria-valuenow: how much is left is unknown) and sits across the top.
   */
  value?: number;
  max?: number;
}

export function ProgressBar({ label, className, value, max = 100 }: ProgressBarProps) {
  if (value === undefined) {
    return (
      <div role="progressbar" aria-label={label} className={classNames('halo-progress', className)}>
        <div className="halo-progress__bar" />
      </div>
    );
  }
  const done = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (done / max) * 100 : 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={done}
      className={classNames('halo-progress-meter', className)}
    >
      <div className="halo-progress-meter__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
