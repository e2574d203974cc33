import type { ManageLinkCardEntryResponse } from '@halo/domain';
import type { GivingClient } from 'halo_shared/api/giving';
import { mountStripeCard } from 'halo_shared/api/stripeCard';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState } from 'react';
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
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const locale = i18n.language === 'es' ? 'es' : 'en';

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    let active = true;
    let destroy = () => {};
    mountStripeCard({ publishableKey, stripeAccount, locale, node }).then(
      (field) => {
        // The dialog closed while Stripe.js was loading: take the field down again.
        if (!active) return field?.destroy();
        if (!field) return setFailed(true);
        destroy = () => field.destroy();
        onCollector(async () => {
          const result = await field.collect(() =>
            client.setupIntent(
              {
                organization_prefixed_id: entry.organization_prefixed_id,
                stripe_customer_id: entry.stripe_customer_id,
              },
              entry.giving_token,
            ),
          );
          return result.ok ? result : { ok: false, message: result.message || t('somethingWentWrong') };
        });
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      onCollector(null);
      destroy();
    };
  }, [entry, publishableKey, stripeAccount, client, locale, onCollector, t]);

  return (
    <div className="manage-gift__stripe">
      <span className="halo-field__label">{t('card.legend')}</span>
      <div ref={container} className="halo-input manage-gift__stripe-card" />
      {failed ? <p role="alert">{t('somethingWentWrong')}</p> : null}
    </div>
  );
}
