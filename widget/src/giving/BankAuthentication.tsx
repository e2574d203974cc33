import type { GiveAuthentication } from '@halo/domain';
import { TestAuthenticationDialog } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { AUTHENTICATION_NAMESPACE, authenticationCatalogue } from './authenticationMessages';
import {
  authenticating,
  authenticationOutcome,
  createTestChallenge,
  useTestChallenge,
  type AuthenticationOutcome,
  type BankAuthentication as Bank,
} from 'halo_shared/api/bankAuthentication';
import { useGivingEnvironment, useGivingFormStore } from './GivingEnvironment';

/**
 * While the payment step is shown, Give Now runs the bank's authentication when the donor's bank asks
 * for it, when the card is saved or when it is charged: Stripe's page (handleNextAction) with a
 * Stripe-connected church, or in sandbox mode the labelled test challenge (`createTestChallenge`),
 * whose two buttons say how the authentication ends. Escape or the backdrop end it as failed: nothing
 * is charged either way until the API says the gift is paid. `onEnded` gives the focus back to the
 * form once the challenge is gone.
 */
export function BankAuthentication({ onEnded }: { onEnded: () => void }) {
  useCatalogues(authenticationCatalogue);
  const { t } = useTranslation(AUTHENTICATION_NAMESPACE);
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  // Read when the gift's answer comes, so the words follow a language switched meanwhile.
  const translate = useRef(t);
  translate.current = t;
  const ended = useRef(onEnded);
  ended.current = onEnded;
  // Give Now is disabled while the gift is on its way, so the focus the challenge gives back often
  // lands nowhere: `onEnded` puts it on the form.
  const [challenge] = useState(() => createTestChallenge({ afterClose: () => ended.current() }));
  const shown = useTestChallenge(challenge);

  useEffect(() => {
    let active = true;
    /** What the bank asks about: the card as it is saved, or the gift. */
    const run =
      (subject: 'card' | 'gift') =>
      async (authentication: GiveAuthentication): Promise<AuthenticationOutcome> => {
        if (authentication.mode === 'stripe') {
          const { client_secret: clientSecret, publishable_key: publishableKey } = authentication;
          if (!clientSecret || !publishableKey) return { passed: false, message: null };
          const { runStripeNextAction } = await import(
            /* webpackChunkName: "giving-stripe" */ 'halo_shared/api/bankAuthentication/runStripeNextAction'
          );
          return runStripeNextAction({
            clientSecret,
            publishableKey,
            stripeAccount: authentication.stripe_account ?? null,
          }).catch(() => ({ passed: false, message: null }));
        }
        if (!active) return { passed: false, message: null };
        return authenticationOutcome(await challenge.ask(subject));
      };
    const bank = (subject: 'card' | 'gift'): Bank => ({
      run: run(subject),
      failedText: (stripeMessage) => [stripeMessage, translate.current('failed')].filter(Boolean).join(' '),
    });
    const { client } = environment;
    form.getState().lendClient({
      ...client,
      sandboxPaymentMethod: authenticating(client.sandboxPaymentMethod, bank('card')),
      give: authenticating(client.give, bank('gift')),
    });
    return () => {
      active = false;
      challenge.cancel();
      form.getState().lendClient(null);
    };
  }, [environment, form, challenge]);

  return <TestAuthenticationDialog {...shown} />;
}
