import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface PopoverProps {
  /** The button's content (text, or an icon with `buttonLabel`). */
  trigger: ReactNode;
  /** The button's accessible name when `trigger` is not text. */
  buttonLabel?: string;
  /** The panel's content; a function gets `close` (e.g. for a link that navigates). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Called when the panel opens (e.g. to load what it lists). */
  onOpen?: () => void;
  className?: string;
  buttonClassName?: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
}

/**
 * A button that shows a panel below it (WAI-ARIA APG "Disclosure"): aria-expanded and aria-controls on
 * the button; Escape closes and returns focus to the button; a click or focus outside closes it.
 * Not a `menu`: the panel holds ordinary links, buttons and text, reached with Tab.
 */
export function Popover({
  trigger,
  buttonLabel,
  children,
  onOpen,
  className,
  buttonClassName,
  align = 'end',
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = `halo-popover-${useId()}`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    if (!open) return;
    onOpenRef.current?.();
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (target && root.current && !root.current.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={root}
      className={classNames('halo-popover', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={classNames('halo-popover__button', buttonClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        className={classNames('halo-popover__panel', `halo-popover__panel--${align}`)}
        hidden={!open}
      >
        {open ? (typeof children === 'function' ? children(close) : children) : null}
      </div>
    </div>
  );
}
