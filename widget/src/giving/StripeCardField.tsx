import type { Organization } from '@halo/domain';
import { mountStripeCard } from 'halo_shared/api/stripeCard';
import { useEffect, useRef, useState } from 'react';
import { useGivingEnvironment, useGivingFormStore } from './GivingEnvironment';
import { stripeDeclineCode } from './stripeDeclineCode';
import { useGivingText } from './useGivingText';

/**
 * Stripe Elements' card field (`halo_shared/api/stripeCard`, as on the manage link's "Change card").
 * Stripe refuses to mount inside a shadow root, so the environment gives a light-DOM node: inside
 * `<halo-give>` a child of the element shown through a `<slot>`, on the hosted page a plain node
 * placed here. Stripe.js loads from Stripe only when this component mounts.
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
    mountStripeCard({
      publishableKey,
      stripeAccount: stripeAccount ?? null,
      locale: locale === 'es' ? 'es' : 'en',
      node: mount.node,
    }).then(
      (field) => {
        // Unmounted while Stripe.js was loading: take the field down again (react-stripe-js does the same).
        if (!active) return field?.destroy();
        if (!field) return setFailed(true);
        destroy = () => field.destroy();
        form.getState().setCardCollector(async ({ customer }) => {
          const { values } = form.getState();
          const result = await field.collect(
            () =>
              environment.client.setupIntent(
                {
                  organization_prefixed_id: organization.prefixedId,
                  stripe_customer_id: customer.stripeCustomerId,
                },
                customer.givingToken ?? '',
              ),
            { name: `${values.firstName} ${values.lastName}`.trim(), email: values.email },
          );
          if (result.ok) return result;
          const code = result.stripeError ? stripeDeclineCode(result.stripeError) : result.code;
          return { ok: false, code, message: result.message };
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
