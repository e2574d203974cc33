import { Button, Modal } from '@halo/ui';
import { useGivingText } from './useGivingText';

export interface LeaveDialogProps {
  /** Goes on with the navigation the donor started. */
  proceed: () => void;
  /** Closes the dialog and keeps the donor on the form. */
  onStay: () => void;
}

/** docs/PRODUCT.md §2: "leave the page?" on the hosted page, when an in-app navigation would lose the gift. */
export function LeaveDialog({ proceed, onStay }: LeaveDialogProps) {
  const { t } = useGivingText();
  return (
    <Modal
      open
      title={t('leaveModal.title')}
      onClose={onStay}
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            {t('leaveModal.stay')}
          </Button>
          <Button
            onClick={() => {
              onStay();
              proceed();
            }}
          >
            {t('leaveModal.leave')}
          </Button>
        </>
      }
    >
      <p>{t('leaveModal.body')}</p>
    </Modal>
  );
}
