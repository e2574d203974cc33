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
  /**
   * The figure in words (`aria-valuetext`), e.g. "$12,000.00 raised of $10,000.00": a campaign past its
   * goal keeps a full bar and `aria-valuenow` at `max` (ARIA allows no more), so without it a screen
   * reader would say 100% of a goal passed long ago.
   */
  valueText?: string;
}

export function ProgressBar({ label, className, value, max = 100, valueText }: ProgressBarProps) {
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
      aria-valuetext={valueText}
      className={classNames('halo-progress-meter', className)}
    >
      <div className="halo-progress-meter__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
