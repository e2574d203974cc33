import type { ManageLinkCardEntryResponse } from '@halo/domain';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { GivingClient } from 'halo_shared/api/giving';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { MANAGE_LINK_NAMESPACE } from './manageLinkMessages';

/** Confirms the card typed into Stripe's field; resolves the new payment method or Stripe's words. */
export type StripeCardCollector = () => Promise<
  { ok: true; paymentMethodId: string } | { ok: false; message: string }
>;

/**
 * The giving form's Stripe card field (widget StripeCardField) on the manage page: Stripe Elements
 * mounted here (the page is light DOM), Stripe.js loaded from Stripe only when the dialog opens
 * (`@stripe/stripe-js/pure`, DESIGN.md §3), and a SetupIntent requested with the link's giving token
 * so the card is recorded as the link's.
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
    let active = true;
    let destroy = () => {};
    loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined).then(
      (stripe) => {
        // No-op if the dialog closed while Stripe.js was loading.
        if (!active || !stripe || !container.current) return;
        const card = stripe.elements({ locale }).create('card', { hidePostalCode: true });
        card.mount(container.current);
        destroy = () => card.destroy();
        onCollector(async () => {
          const intent = await client.setupIntent(
            {
              organization_prefixed_id: entry.organization_prefixed_id,
              stripe_customer_id: entry.stripe_customer_id,
            },
            entry.giving_token,
          );
          if (!intent.ok) return { ok: false, message: intent.message };
          const result = await stripe.confirmCardSetup(intent.data.client_secret, {
            payment_method: { card },
          });
          if (result.error) return { ok: false, message: result.error.message ?? t('somethingWentWrong') };
          const method = result.setupIntent.payment_method;
          return { ok: true, paymentMethodId: typeof method === 'string' ? method : (method?.id ?? '') };
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
