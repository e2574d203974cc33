import { classNames } from './classNames';

/**
 * What is coming, drawn while it loads: a short spinner for an action (`spinner`), or a skeleton in
 * the shape of the content — figure tiles, table or list rows, cards, or a form's fields.
 */
export type LoadingShape = 'spinner' | 'figures' | 'rows' | 'cards' | 'form';

export interface LoadingStateProps {
  /** Announced text, e.g. the translated "Loading…". */
  label: string;
  /** `spinner` unless given. */
  shape?: LoadingShape;
  /** How many figures, rows, cards or fields the skeleton draws (3 unless given). */
  count?: number;
  className?: string;
}

/**
 * A polite status for Suspense fallbacks and pending screens. A skeleton is hidden from assistive
 * technology, which hears the label alone; it does not move for a reader who asked for less motion.
 */
export function LoadingState({ label, shape = 'spinner', count = 3, className }: LoadingStateProps) {
  if (shape === 'spinner') {
    return (
      <div role="status" aria-live="polite" className={classNames('halo-loading', className)}>
        <span className="halo-spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className={classNames('halo-skeleton', `halo-skeleton--${shape}`, className)}
    >
      <span className="halo-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="halo-skeleton__item" aria-hidden="true">
          <span className="halo-skeleton__bar" />
          {shape === 'rows' ? null : <span className="halo-skeleton__bar halo-skeleton__bar--wide" />}
        </span>
      ))}
    </div>
  );
}
