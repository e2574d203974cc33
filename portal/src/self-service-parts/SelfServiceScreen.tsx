import { PageHeading } from '@halo/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { selfServiceCss } from './selfServiceCss';

/** The frame of a self-service screen: its one h1, then its content (modals render inside it). */
export function SelfServiceScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="self-service portal-screen" aria-labelledby="portal-screen-title">
      {/* React 19 hoists this into <head> once. */}
      <style href="halo-portal-self-service" precedence="default">
        {selfServiceCss}
      </style>
      <PageHeading id="portal-screen-title">{title}</PageHeading>
      {children}
    </section>
  );
}

/**
 * A message about the screen or a form: errors are alerts (announced at once), the rest polite
 * status updates. `warning` is a lasting notice such as a failed charge. `takeFocus` moves focus to
 * it when it appears, for outcomes whose button went away with what it acted on (a deleted entry),
 * so keyboard focus is not dropped onto the page body.
 */
export function Notice({
  tone,
  takeFocus = false,
  children,
}: {
  tone: 'error' | 'success' | 'warning' | 'info';
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
      className={`self-service__message self-service__message--${tone}`}
      role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined}
    >
      {children}
    </p>
  );
}
