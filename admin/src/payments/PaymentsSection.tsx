import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { ADMIN_NAMESPACE } from '../adminMessages';

/** How the church takes card payments: its Stripe account, or the sandbox that charges nobody. */
export function PaymentsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const organization = useHalo((state) => state.organization);
  const mode = organization?.onlineGiving.processor.mode;
  const status = organization?.isStripeConnected
    ? 'connected'
    : mode === 'sandbox'
      ? 'sandbox'
      : 'notConnected';
  return <p className="admin-panel">{t(`payments.${status}`)}</p>;
}
