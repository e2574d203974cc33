import { localeOf, type ManageLinkCardEntryResponse } from '@halo/domain';
import type { GivingClient } from 'halo_shared/api/giving';
import { StripeCardField, type MountedStripeCard } from 'halo_shared/api/stripeCard';
import { useTranslation } from 'halo_shared/i18n';
import { useCallback } from 'react';
import { MANAGE_LINK_NAMESPACE } from './manageLinkMessages';

/** Confirms the card typed into Stripe's field; resolves the new payment method or Stripe's words. */
export type StripeCardCollector = () => Promise<
  { ok: true; paymentMethodId: string } | { ok: false; message: string }
>;

/**
 * The giving form's Stripe card field (`halo_shared/api/stripeCard`) on the manage page, mounted
 * here (the page is light DOM) when the dialog opens, with a SetupIntent requested with the link's
 * giving token so the card is recorded as the link's. Stripe runs the bank's 3-D Secure itself.
 */
export default function ManageStripeCard({
  entry,
  publishableKey,
  stripeAccount,
  client,
  onCollector,
}: {
  entry: ManageLinkCardEntryResponse;
  publishableKey: string;
  stripeAccount: string | null;
  client: GivingClient;
  onCollector: (collector: StripeCardCollector | null) => void;
}) {
  const { t, i18n } = useTranslation(MANAGE_LINK_NAMESPACE);
  const onField = useCallback(
    (field: MountedStripeCard | null) => {
      if (!field) return onCollector(null);
      onCollector(async () => {
        const result = await field.collect(() =>
          client.setupIntent(
            { organization_prefixed_id: entry.organization_prefixed_id },
            entry.giving_token,
          ),
        );
        return result.ok ? result : { ok: false, message: result.message || t('somethingWentWrong') };
      });
    },
    [entry, client, onCollector, t],
  );

  return (
    <StripeCardField
      publishableKey={publishableKey}
      stripeAccount={stripeAccount}
      locale={localeOf(i18n.language)}
      label={t('card.legend')}
      failedText={t('somethingWentWrong')}
      className="manage-gift__stripe"
      boxClassName="manage-gift__stripe-card"
      onField={onField}
    />
  );
}
