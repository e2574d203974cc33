import { Button, Modal } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { LETTER_TEMPLATES_NAMESPACE } from './letterTemplatesMessages';

/** Asks before a letter is deleted; Cancel comes first in focus order after the question. */
export function DeleteLetterDialog({
  title,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(LETTER_TEMPLATES_NAMESPACE);
  return (
    <Modal
      open
      title={t('deleteTitle', { title })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
            {t('confirmDelete')}
          </Button>
        </>
      }
    >
      <p>{t('deleteText')}</p>
    </Modal>
  );
}
