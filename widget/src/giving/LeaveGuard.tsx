import { Button, Modal } from '@halo/ui';
import { useEffect, useState } from 'react';
import { useGivingEnvironment, useGivingFormStore } from './GivingEnvironment';
import { useGivingText } from './useGivingText';

/**
 * Spec §2: leaving with a half-filled form warns that the donation will not be saved. Closing or
 * reloading the tab gets the browser's own prompt (`beforeunload`; browsers do not allow a custom
 * one); an in-app navigation on the hosted page gets this modal. Both are removed on unmount.
 */
export function LeaveGuard() {
  const { t } = useGivingText();
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  const [proceed, setProceed] = useState<(() => void) | null>(null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!form.getState().isDirty()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const uninstall = environment.installLeaveGuard?.(
      () => form.getState().isDirty(),
      (go) => setProceed(() => go),
    );
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      uninstall?.();
    };
  }, [environment, form]);

  return (
    <Modal
      open={proceed !== null}
      title={t('leaveModal.title')}
      onClose={() => setProceed(null)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setProceed(null)}>
            {t('leaveModal.stay')}
          </Button>
          <Button
            onClick={() => {
              const go = proceed;
              setProceed(null);
              go?.();
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
