import { PageHeading } from '@halo/ui';
import type { ReactNode } from 'react';
import { accountsCss } from './accountsCss';

/** The frame of an account screen: one h1 naming the section, then its content. */
export function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="account-screen" aria-labelledby="account-screen-title">
      {/* React 19 hoists this into <head> once. */}
      <style href="halo-portal-accounts" precedence="default">
        {accountsCss}
      </style>
      <PageHeading id="account-screen-title">{title}</PageHeading>
      {children}
    </section>
  );
}

/** A message about the whole form (a refused sign-in, a limit): announced when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`account-message account-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
