// The donor's customer for a gift a payment step's chunk submits itself (a bank account, a wallet):
// a signed-in donor's own token came with their saved cards; a guest's is asked for what they typed
// now (the server finds the same donor record for the same email). A guest who chose to create an
// account for a recurring gift registers here, as for a card (givingForm.ts).
import type { Organization } from '@halo/domain';
import type { GivingClient } from 'halo_shared/api/giving';
import { failureMessage, fieldErrorsOf, Stop } from './givingFailures';
import type { GivingCustomer, GivingFormStore } from './givingFormState';

export interface ChunkGiver {
  store: GivingFormStore;
  client: GivingClient;
  organization: Organization;
  /** A signed-in donor: their own giving token, once the form has it, is theirs to give with. */
  signedIn: boolean;
}

export async function chunkCustomer({
  store,
  client,
  organization,
  signedIn,
}: ChunkGiver): Promise<GivingCustomer> {
  const { values, customer, registering } = store.getState();
  if (signedIn && customer) return customer;
  const recurring = values.frequencyKind === 'recurring';
  if (recurring && customer && !registering) return customer;
  const body = {
    organization_prefixed_id: organization.prefixedId,
    email: values.email.trim(),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
  };
  const result =
    recurring && registering
      ? await client.register({
          ...body,
          password: values.password,
          password_confirmation: values.passwordConfirmation,
        })
      : await client.createCustomer(body);
  if (!result.ok) throw new Stop(failureMessage(result), fieldErrorsOf(result));
  const made = {
    stripeCustomerId: result.data.stripe_customer_id,
    donorPrefixedId: result.data.donor_prefixed_id,
    givingToken: result.data.giving_token,
  };
  // Registered now: a retry must not register again (the email has an account).
  store.setState({ customer: made, registering: false });
  return made;
}
