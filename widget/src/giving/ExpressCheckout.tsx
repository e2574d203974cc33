import { localeOf, type Organization } from '@halo/domain';
import { mountExpressCheckout, type WalletRecurringRequest } from 'halo_shared/api/stripeCard';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGivingEnvironment } from './GivingEnvironment';
import { useGivingText } from './useGivingText';
import { giveWithWallet, WalletStop, type WalletGiftSubmission } from './walletGift';

/**
 * Apple Pay or Google Pay on a Stripe-connected church's payment step (docs/PRODUCT.md §23): Stripe's
 * Express Checkout Element on a light-DOM node (Stripe refuses shadow roots; inside `<halo-give>` it is
 * shown through a `<slot>`), hidden until Stripe says the browser offers a wallet here. Stripe draws
 * the wallet's own button, which names itself ("Donate with Apple Pay") and is reached by Tab. For a
 * recurring gift, `recurring` is what Apple Pay's sheet is told of it when the button is pressed.
 */
export function ExpressCheckout({
  organization,
  submission,
  label,
  recurring,
  hint,
}: {
  organization: Organization;
  submission: WalletGiftSubmission;
  label: string;
  recurring: () => WalletRecurringRequest | null;
  /** Said under the wallet's button (a recurring gift keeps the wallet's card). */
  hint: ReactNode;
}) {
  const { locale } = useGivingText();
  const environment = useGivingEnvironment();
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(submission);
  latest.current = submission;
  const latestRecurring = useRef(recurring);
  latestRecurring.current = recurring;
  const [slotName, setSlotName] = useState<string | null>(null);
  const [available, setAvailable] = useState(false);
  const { publishableKey, stripeAccount } = organization.onlineGiving.processor;
  const { currency } = organization.onlineGiving;

  useEffect(() => {
    if (!publishableKey) return undefined;
    let active = true;
    let destroy = () => {};
    const mount = environment.createCardMount();
    setSlotName(mount.slotName);
    if (!mount.slotName) box.current?.append(mount.node);
    mountExpressCheckout({
      publishableKey,
      stripeAccount: stripeAccount ?? null,
      locale: localeOf(locale),
      currency,
      node: mount.node,
      onAvailable: (offered) => active && setAvailable(offered),
      recurring: () => latestRecurring.current(),
      onConfirm: (collect) =>
        void giveWithWallet(latest.current, async (customer) => {
          const saved = await collect(() =>
            latest.current.client.setupIntent(
              {
                organization_prefixed_id: organization.prefixedId,
                stripe_customer_id: customer.stripeCustomerId,
              },
              customer.givingToken ?? '',
            ),
          );
          if (!saved.ok) throw new WalletStop(saved.message);
          return saved.paymentMethodId;
        }),
    }).then(
      (mounted) => {
        if (!active) return mounted?.destroy();
        if (mounted) destroy = () => mounted.destroy();
      },
      () => undefined,
    );
    return () => {
      active = false;
      destroy();
      mount.release();
    };
  }, [environment, publishableKey, stripeAccount, currency, locale, organization.prefixedId]);

  return (
    <section className="halo-giving-form__wallet" aria-label={label} hidden={!available}>
      <div ref={box}>{slotName ? <slot name={slotName} /> : null}</div>
      {hint}
    </section>
  );
}
