import { classNames } from './classNames';

export type FlashLevel = 'success' | 'error' | 'warning';

export interface FlashMessageProps {
  open: boolean;
  text: string;
  level: FlashLevel;
  onClose: () => void;
  /** The pointer or the focus came onto the message (its timer stands still until `onRelease`). */
  onHold?: () => void;
  onRelease?: () => void;
  /** Accessible name of the close button, e.g. the translated "Close message". */
  closeLabel: string;
  className?: string;
}

/**
 * The flash region stays in the document while closed, so screen readers are already watching it when
 * a message arrives; errors and warnings are announced assertively (role=alert). A click anywhere on
 * the message closes it (docs/PRODUCT.md §4); the close button makes that reachable from the keyboard.
 * While the pointer rests on it or the focus is inside, it does not close by itself (a time limit the
 * reader can stop, as WCAG 2.2.1 asks).
 */
export function FlashMessage(props: FlashMessageProps) {
  const { open, text, level, onClose, onHold, onRelease, closeLabel, className } = props;
  return (
    <div className={classNames('halo-flash-region', className)} role="status" aria-live="polite">
      {open && (
        <div
          className={`halo-flash halo-flash--${level}`}
          role={level === 'success' ? undefined : 'alert'}
          data-level={level}
          onClick={onClose}
          onMouseEnter={onHold}
          onMouseLeave={onRelease}
          onFocus={onHold}
          onBlur={onRelease}
        >
          <span className="halo-flash__text">{text}</span>
          <button type="button" className="halo-flash__close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
