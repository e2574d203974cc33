import { formatMoney } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import type { CSSProperties } from 'react';
import { GIVING_PAGE_NAMESPACE } from './givingPageMessages';
import { parseHundredths, previewColour, type GivingPageDraft } from './givingPageSettings';

/**
 * The top of the giving form as donors would meet it with the settings being edited: logo, name,
 * message, the amount tiles and Continue in the brand colour. The real form lives in the widget's
 * remote, which the console does not load, so this is a picture of it, not a working form: nothing
 * in it is focusable and it is read as one labelled region.
 */
export function GivingPagePreview({
  draft,
  currency,
  formattingLocale,
}: {
  draft: GivingPageDraft;
  currency: string;
  formattingLocale: string;
}) {
  const { t } = useTranslation(GIVING_PAGE_NAMESPACE);
  const colour = previewColour(draft.brandColor);
  const brand = (colour ? { '--admin-preview-brand': colour } : {}) as CSSProperties;
  const amounts = draft.fixedAmounts
    .map(parseHundredths)
    .filter((amount): amount is number => amount !== null);
  return (
    <section
      className="admin-panel admin-giving__preview"
      aria-labelledby="admin-giving-preview"
      style={brand}
    >
      <h2 id="admin-giving-preview">{t('preview')}</h2>
      <div className="admin-preview">
        {draft.logoUrl ? <img className="admin-preview__logo" src={draft.logoUrl} alt="" /> : null}
        <p className="admin-preview__title">{draft.displayName}</p>
        {draft.isInMaintenance ? <p className="admin-preview__notice">{t('previewMaintenance')}</p> : null}
        {draft.givingMessage.trim() ? <p className="admin-preview__message">{draft.givingMessage}</p> : null}
        <p className="admin-muted">{t('previewStep')}</p>
        <ul className="admin-preview__amounts">
          {amounts.map((amount, index) => (
            <li key={index}>{formatMoney(amount, currency, formattingLocale)}</li>
          ))}
        </ul>
        <p className="admin-preview__continue">{t('previewContinue')}</p>
      </div>
    </section>
  );
}
