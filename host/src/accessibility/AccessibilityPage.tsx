import { PageHeading } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { ACCESSIBILITY_NAMESPACE, accessibilityMessages } from './accessibilityMessages';

const PARTS = ['givingForm', 'portal', 'console'] as const;
const CHECKS = ['axe', 'keyboard', 'narrow', 'contrast', 'motion'] as const;
const LIMITATIONS = ['pdf', 'wcag22', 'stripe', 'email', 'churchContent', 'assistiveTech'] as const;

/**
 * /accessibility: the accessibility statement (docs/ACCESSIBILITY.md), open to everyone, signed in or
 * not, linked from every page's footer. Barriers are reported to the church whose page this is: it is
 * who the donor knows, and it reaches us.
 */
export default function AccessibilityPage() {
  useCatalogues(accessibilityMessages);
  const { t } = useTranslation(ACCESSIBILITY_NAMESPACE);
  const church = useHalo((state) => state.organization);
  const churchName = church?.displayName || church?.name;
  const churchEmail = church?.contact?.email;
  const report = !churchName
    ? t('reportNoChurch')
    : churchEmail
      ? t('reportChurchEmail', { church: churchName, email: churchEmail })
      : t('reportChurch', { church: churchName });
  return (
    <article className="host-statement" aria-labelledby="accessibility-heading">
      <PageHeading id="accessibility-heading">{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <section aria-labelledby="accessibility-claim">
        <h2 id="accessibility-claim">{t('claimTitle')}</h2>
        <p>{t('claimIntro')}</p>
        <ul>
          {PARTS.map((part) => (
            <li key={part}>{t(`parts.${part}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="accessibility-checks">
        <h2 id="accessibility-checks">{t('checksTitle')}</h2>
        <ul>
          {CHECKS.map((check) => (
            <li key={check}>{t(`checks.${check}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="accessibility-limitations">
        <h2 id="accessibility-limitations">{t('limitationsTitle')}</h2>
        <ul>
          {LIMITATIONS.map((limitation) => (
            <li key={limitation}>{t(`limitations.${limitation}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="accessibility-report">
        <h2 id="accessibility-report">{t('reportTitle')}</h2>
        <p>{report}</p>
        <p>{t('reportWhat')}</p>
      </section>
      <p className="host-statement__updated">{t('updated')}</p>
    </article>
  );
}
