import { useHalo } from 'halo_shared/store';
import { useState } from 'react';
import { Button } from '@halo/ui';
import { useGivingEnvironment, useGivingForm } from './GivingEnvironment';
import { useGivingText } from './useGivingText';

type OfferState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; text: string | null };

/**
 * 'Create user after a gift' (docs/PRODUCT.md §2) on the thank-you screen of a guest's gift. The typed email is
 * not proven, so no password is taken here: the button asks for the set-password email
 * (`POST /api/give/account-invitation`, authorised by the giving token, so it works embedded).
 */
export function CreateAccountOffer() {
  const { t } = useGivingText();
  const { client } = useGivingEnvironment();
  const organization = useHalo((state) => state.organization);
  const signedIn = useHalo((state) => Boolean(state.user?.email));
  const customer = useGivingForm((state) => state.customer);
  const registering = useGivingForm((state) => state.registering);
  const result = useGivingForm((state) => state.result);
  const [state, setState] = useState<OfferState>({ kind: 'idle' });

  const token = customer?.givingToken;
  const guestGift = !signedIn && !registering && result?.frequency === 'one_time';
  if (!guestGift || !token || !organization || !customer) return null;

  async function send(givingToken: string, stripeCustomerId: string, organizationPrefixedId: string) {
    setState({ kind: 'sending' });
    try {
      const answer = await client.accountInvitation(
        { organization_prefixed_id: organizationPrefixedId, stripe_customer_id: stripeCustomerId },
        givingToken,
      );
      // 429 carries its own localized text ('Too many attempts…'); anything else is generic.
      if (answer.ok) setState({ kind: 'sent' });
      else setState({ kind: 'failed', text: answer.status === 429 ? answer.message || null : null });
    } catch {
      // No answer at all (offline, CORS): the donor may try again.
      setState({ kind: 'failed', text: null });
    }
  }

  return (
    <section className="halo-giving-form__create-account" aria-labelledby="halo-create-account-title">
      <h3 id="halo-create-account-title">{t('createAccount.title')}</h3>
      <p>{t('createAccount.body')}</p>
      {state.kind === 'sent' ? (
        <p role="status">{t('createAccount.sent')}</p>
      ) : (
        <>
          {state.kind === 'failed' ? <p role="alert">{state.text ?? t('errors.generic')}</p> : null}
          <div className="halo-form-actions">
            <Button
              variant="secondary"
              disabled={state.kind === 'sending'}
              onClick={() => void send(token, customer.stripeCustomerId, organization.prefixedId)}
            >
              {t('createAccount.send')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
