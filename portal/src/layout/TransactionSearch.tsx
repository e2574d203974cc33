import { useTranslation } from 'halo_shared/i18n';
import { useRouter } from 'halo_shared/router';
import { useState, type FormEvent } from 'react';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { transactionsSearchPath } from './transactionsSearchPath';

/** The header's transaction search (docs/PRODUCT.md §2): submits to /transactions?search=…. */
export function TransactionSearch() {
  const { navigate } = useRouter();
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(transactionsSearchPath(text));
  };
  return (
    <form role="search" className="portal-search" aria-label={t('layout.search.label')} onSubmit={submit}>
      <label className="halo-visually-hidden" htmlFor="portal-search-input">
        {t('layout.search.label')}
      </label>
      <input
        id="portal-search-input"
        className="halo-input portal-search__input"
        type="search"
        value={text}
        placeholder={t('layout.search.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="halo-button halo-button--secondary portal-search__submit">
        {t('layout.search.submit')}
      </button>
    </form>
  );
}
