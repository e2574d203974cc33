import { Button, Modal } from '@halo/ui';
import { useGivingEnvironment, useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { useGivingText } from './useGivingText';

/** docs/PRODUCT.md §2: choosing recurring as a guest: create an account, log in, or give one time instead. */
export function RecurringAccountModal() {
  const { t } = useGivingText();
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  const open = useGivingForm((state) => state.accountModal === 'open');
  const { closeAccountModal, createAccountInstead, giveOneTimeInstead } = form.getState();
  return (
    <Modal
      open={open}
      title={t('recurringModal.title')}
      onClose={closeAccountModal}
      actions={
        <>
          <Button onClick={createAccountInstead}>{t('recurringModal.createAccount')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              closeAccountModal();
              environment.openLogin();
            }}
          >
            {t('recurringModal.login')}
          </Button>
          <Button variant="secondary" onClick={giveOneTimeInstead}>
            {t('recurringModal.oneTime')}
          </Button>
        </>
      }
    >
      <p>{t('recurringModal.body')}</p>
    </Modal>
  );
}
