import type { Organization } from '@halo/domain';
import { stripeDeclineCode } from './stripeDeclineCode';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { useGivingEnvironment, useGivingFormStore } from './GivingEnvironment';
import { useGivingText } from './useGivingText';

/**
 * Stripe Elements' card field. Stripe refuses to mount inside a shadow root, so the environment gives
 * a light-DOM node: inside `<halo-give>` a child of the element shown through a `<slot>`, on the
 * hosted page a plain node placed here. `@stripe/stripe-js/pure` loads Stripe.js from Stripe only
 * when this component mounts (DESIGN.md §3, §7: Stripe.js never comes from our bundle).
 */
export default function StripeCardField({ organization }: { organization: Organization }) {
  const { t, locale } = useGivingText();
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  const container = useRef<HTMLDivElement>(null);
  const [slotName, setSlotName] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { publishableKey, stripeAccount } = organization.onlineGiving.processor;

  useEffect(() => {
    if (!publishableKey) {
      setFailed(true);
      return;
    }
    let active = true;
    const mount = environment.createCardMount();
    setSlotName(mount.slotName);
    if (!mount.slotName) container.current?.append(mount.node);
    let destroy = () => {};
    loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined).then(
      (stripe) => {
        // No-op if unmounted while Stripe.js was loading (react-stripe-js does the same check).
        if (!active || !stripe) return;
        const elements = stripe.elements({ locale: locale === 'es' ? 'es' : 'en' });
        const card = elements.create('card', { hidePostalCode: true });
        card.mount(mount.node);
        destroy = () => card.destroy();
        form.getState().setCardCollector(async ({ customer }) => {
          const intent = await environment.client.setupIntent(
            {
              organization_prefixed_id: organization.prefixedId,
              stripe_customer_id: customer.stripeCustomerId,
            },
            customer.givingToken ?? '',
          );
          if (!intent.ok) return { ok: false, code: intent.code, message: intent.message };
          const { values } = form.getState();
          const result = await stripe.confirmCardSetup(intent.data.client_secret, {
            payment_method: {
              card,
              billing_details: { name: `${values.firstName} ${values.lastName}`.trim(), email: values.email },
            },
          });
          if (result.error) {
            return { ok: false, code: stripeDeclineCode(result.error), message: result.error.message ?? '' };
          }
          const method = result.setupIntent.payment_method;
          return { ok: true, paymentMethodId: typeof method === 'string' ? method : (method?.id ?? '') };
        });
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      form.getState().setCardCollector(null);
      destroy();
      mount.release();
    };
  }, [environment, form, organization.prefixedId, publishableKey, stripeAccount, locale]);

  return (
    <div className="halo-giving-form__stripe">
      <span className="halo-field__label">{t('card.legend')}</span>
      <div ref={container} className="halo-input halo-giving-form__stripe-card">
        {slotName ? <slot name={slotName} /> : null}
      </div>
      {failed ? <p role="alert">{t('errors.generic')}</p> : null}
    </div>
  );
}
