import { localeOf, type Organization } from '@halo/domain';
import { StripeCardField as StripeCard, type MountedStripeCard } from 'halo_shared/api/stripeCard';
import { useCallback } from 'react';
import { useGivingEnvironment, useGivingFormStore } from './GivingEnvironment';
import { stripeDeclineCode } from './stripeDeclineCode';
import { useGivingText } from './useGivingText';

/**
 * The card step's Stripe card field (`halo_shared/api/stripeCard`, as on the manage link's "Change
 * card"). Stripe refuses to mount inside a shadow root, so the environment gives a light-DOM node:
 * inside `<halo-give>` a child of the element shown through a `<slot>`, on the hosted page a plain
 * node placed in the field. The mounted field becomes the form's card collector.
 */
export default function StripeCardField({ organization }: { organization: Organization }) {
  const { t, locale } = useGivingText();
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  const { publishableKey, stripeAccount } = organization.onlineGiving.processor;
  const createMount = useCallback(() => environment.createCardMount(), [environment]);

  const onField = useCallback(
    (field: MountedStripeCard | null) => {
      if (!field) return form.getState().setCardCollector(null);
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
    [environment, form, organization.prefixedId],
  );

  return (
    <StripeCard
      publishableKey={publishableKey ?? null}
      stripeAccount={stripeAccount ?? null}
      locale={localeOf(locale)}
      label={t('card.legend')}
      failedText={t('errors.generic')}
      className="halo-giving-form__stripe"
      boxClassName="halo-giving-form__stripe-card"
      createMount={createMount}
      onField={onField}
      // No wallet at a lobby kiosk (docs/PRODUCT.md §20), Stripe's Link included.
      disableLink={environment.variant === 'kiosk'}
    />
  );
}
