import { Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { ConfirmModal } from '../self-service-parts/ConfirmModal';
import { MANAGE_LINK_NAMESPACE } from './manageLinkMessages';

/**
 * "Revoke email links" on a recurring gift in the portal: after a confirmation, every manage link
 * already emailed for this gift stops working (a forwarded or leaked email then opens nothing).
 */
export function RevokeEmailLinksButton({
  prefixedId,
  giftLabel,
  onDone,
}: {
  prefixedId: string;
  giftLabel: string;
  /** The outcome in words, for the screen's notice. */
  onDone: (text: string) => void;
}) {
  const { revokeManageLinks } = useApiClient();
  const { t } = useTranslation(MANAGE_LINK_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const result = await revokeManageLinks(prefixedId);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setOpen(false);
    onDone(
      result.revoked === 0
        ? t('revoke.none', { gift: giftLabel })
        : t('revoke.done', { count: result.revoked, gift: giftLabel }),
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        aria-label={t('revoke.label', { gift: giftLabel })}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('revoke.button')}
      </Button>
      <ConfirmModal
        open={open}
        title={t('revoke.title')}
        confirmLabel={t('revoke.confirm')}
        cancelLabel={t('cancel')}
        busy={busy}
        error={error}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        <p>{t('revoke.text', { gift: giftLabel })}</p>
      </ConfirmModal>
    </>
  );
}
