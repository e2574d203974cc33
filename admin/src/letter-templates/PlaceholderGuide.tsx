import { LETTER_PLACEHOLDERS } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { LETTER_TEMPLATES_NAMESPACE } from './letterTemplatesMessages';

/**
 * The placeholders a statement fills in, beside the letter. The names are written out here, not
 * through i18next, whose own interpolation uses the same double braces.
 */
export function PlaceholderGuide({ id }: { id: string }) {
  const { t } = useTranslation(LETTER_TEMPLATES_NAMESPACE);
  return (
    <aside className="admin-letter-guide" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('placeholdersTitle')}</h3>
      <p id={`${id}-intro`}>{t('placeholdersIntro')}</p>
      <dl>
        {LETTER_PLACEHOLDERS.map((name) => (
          <div key={name}>
            <dt>{`{{${name}}}`}</dt>
            <dd>{t(`placeholders.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
