import { useGivingText } from './useGivingText';

/** Quiet reassurance under the main button: the payment is secure and a receipt follows by email. */
export function TrustCues() {
  const { t } = useGivingText();
  return (
    <ul className="halo-giving-trust">
      <li>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
        </svg>
        {t('trust.secure')}
      </li>
      <li>{t('trust.receipt')}</li>
    </ul>
  );
}
