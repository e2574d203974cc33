import type { ConsoleSection } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, type ReactNode } from 'react';
import { ADMIN_NAMESPACE } from '../adminMessages';

/** Whether a console page was shown before in this page load: the first one keeps the browser's focus. */
let consolePageShown = false;

/**
 * A console section's page: its name as the page's one h1, then its content. Moving between sections
 * does not reload the page, so focus goes to the new heading, where a screen reader starts reading.
 */
export function SectionPage({ section, children }: { section: ConsoleSection; children?: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (consolePageShown) heading.current?.focus();
    consolePageShown = true;
  }, [section]);
  return (
    <section className="admin-section" aria-labelledby="admin-section-heading">
      <h1 ref={heading} id="admin-section-heading" className="halo-heading" tabIndex={-1}>
        {t(`sections.${section}`)}
      </h1>
      {children}
    </section>
  );
}
