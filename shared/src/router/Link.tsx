import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useRouter } from './RouterContext';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * An anchor that navigates client-side on a plain left click. Modified clicks (new tab, new window,
 * download) and `target` other than `_self` are left to the browser.
 */
export function Link({ to, replace, onClick, target, ...anchorProps }: LinkProps) {
  const { navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <a {...anchorProps} href={to} target={target} onClick={handleClick} />;
}
