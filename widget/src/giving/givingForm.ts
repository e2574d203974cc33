import { generateIdentifier, parseCardExpiry } from '@halo/domain';
import type { GivingClient } from 'halo_shared/api/giving';
import { createStore } from 'zustand/vanilla';
import { DECLINE_CODES, failureMessage, fieldErrorsOf, isDetailField, Stop } from './givingFailures';
import { recurringGiftValues } from './givingFormChoices';
import { giveRequestBody } from './giveRequestBody';
import type {
  CardCollector,
  GivingCustomer,
  GivingFormActions,
  GivingFormOptions,
  GivingFormState,
  GivingFormStore,
  GivingResultSummary,
} from './givingFormState';
import { findDonorCustomer, donorSavedCards } from './donorSavedCards';
import { initialValues, startedTypingCard, type FieldName } from './givingValues';
import { giftAmount, validateDetails, validatePayment, type ValidationContext } from './validateGiving';

// The giving form as plain TypeScript (docs/STYLE.md "framework-free core"): steps, values, errors and the
// submission, one store per form (so per `<halo-give>` element). React components only render it.

// Update Now belongs to the hosted page alone (a signed-in donor's `?recurring=`): its submission is a
// chunk of its own, fetched with the gift it changes, so `<halo-give>` never downloads it.
const loadRecurringGiftUpdate = () => import(/* webpackChunkName: "giving-update" */ './recurringGiftUpdate');

export function createGivingForm(options: GivingFormOptions): GivingFormStore {
  const { organization, client } = options;
  let donor = options.donor ?? null;
  let start = initialValues(organization, options.today(), options.preset, donor);
  const recurringUpdate = donor ? (options.recurringUpdate ?? null) : null;
  let cardCollector: CardCollector | null = null;
  // The card entry and gift calls: the client's own, or the payment step's, which also run the bank's
  // authentication when it asks (lendClient).
  let calls: GivingClient = client;
  // One attempt = one Idempotency-Key, reused while the same gift is retried after no answer (network
  // error, 5xx) or a double click; a definitive answer (201, 402, 422) ends the attempt.
  let attempt: { key: string; body: string } | null = null;
  // The card tokenized for the current card fields, reused on a retry so it is not tokenized twice.
  let tokenized: { fingerprint: string; paymentMethodId: string } | null = null;
  let customerFor: string | null = null;
  // The donor picked a payment method themselves: saved cards arriving later do not change it.
  let cardChosen = false;

  const context = (state: GivingFormState): ValidationContext => ({
    organization,
    today: options.today(),
    locale: options.locale(),
    registering: state.registering,
    ownCardFields: organization.onlineGiving.processor.mode === 'sandbox',
    kiosk: options.kiosk === true,
  });

  return createStore<GivingFormState & GivingFormActions>()((set, get) => {
    function fail(stop: Stop): void {
      // The server names the amount `amount`; show it under whichever amount control is in use.
      const { splitFunds, amountChoice } = get().values;
      if (stop.errors.customAmount && (splitFunds || amountChoice !== 'custom')) {
        stop.errors[splitFunds ? 'split' : 'amountChoice'] = stop.errors.customAmount;
        delete stop.errors.customAmount;
      }
      const detailError = Object.keys(stop.errors).some(isDetailField);
      set((state) => ({
        submitting: false,
        message: stop.message_,
        errors: stop.errors,
        step: detailError ? 'details' : state.step,
      }));
      options.onError?.({ code: stop.code, message: stop.message_ });
    }

    async function ensureCustomer(state: GivingFormState): Promise<GivingCustomer> {
      const { values } = state;
      const who = JSON.stringify([values.email.trim(), values.firstName.trim(), values.lastName.trim()]);
      if (state.customer && (donor || customerFor === who)) return state.customer;
      const body = {
        organization_prefixed_id: organization.prefixedId,
        email: values.email.trim(),
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
      };
      const registering = state.registering && values.frequencyKind === 'recurring';
      const result = registering
        ? await client.register({
            ...body,
            password: values.password,
            password_confirmation: values.passwordConfirmation,
          })
        : await client.createCustomer(body);
      if (!result.ok) throw new Stop(failureMessage(result), fieldErrorsOf(result));
      const customer = {
        stripeCustomerId: result.data.stripe_customer_id,
        donorPrefixedId: result.data.donor_prefixed_id,
        givingToken: result.data.giving_token,
      };
      customerFor = who;
      // Registered now: a retry must not register again (the email has an account).
      set({ customer, registering: false });
      return customer;
    }

    async function paymentMethod(state: GivingFormState, customer: GivingCustomer): Promise<string> {
      const { values } = state;
      if (values.savedCard !== 'new') return values.savedCard;
      if (organization.onlineGiving.processor.mode === 'stripe') {
        if (!cardCollector) throw new Stop({ key: 'giving:errors.cardNotReady' });
        const collected = await cardCollector({ customer, organization });
        if (!collected.ok) {
          const code = (DECLINE_CODES as readonly string[]).includes(collected.code ?? '')
            ? collected.code
            : null;
          throw new Stop(
            code
              ? { key: `giving:decline.${code}` }
              : collected.message
                ? { text: collected.message }
                : { key: 'giving:errors.generic' },
            {},
            'card-declined',
          );
        }
        return collected.paymentMethodId;
      }
      const expiry = parseCardExpiry(values.cardExpiry, options.today());
      if (!expiry.ok)
        throw new Stop({ key: 'giving:errors.checkFields' }, { cardExpiry: { key: expiry.key } });
      const cardNumber = values.cardNumber.replace(/\s/g, '');
      const fingerprint = JSON.stringify([
        customer.stripeCustomerId,
        cardNumber,
        values.cardExpiry,
        values.cardCvc,
        values.cardholderName.trim(),
      ]);
      if (tokenized?.fingerprint === fingerprint) return tokenized.paymentMethodId;
      const result = await calls.sandboxPaymentMethod(
        {
          organization_prefixed_id: organization.prefixedId,
          stripe_customer_id: customer.stripeCustomerId,
          card_number: cardNumber,
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: values.cardCvc,
          cardholder_name: values.cardholderName.trim(),
        },
        customer.givingToken ?? '',
      );
      if (!result.ok) {
        throw new Stop(
          failureMessage(result),
          fieldErrorsOf(result),
          result.status === 402 ? 'card-declined' : 'gift-failed',
        );
      }
      tokenized = { fingerprint, paymentMethodId: result.data.payment_method_id };
      return result.data.payment_method_id;
    }

    /** Update Now: changes the signed-in donor's recurring gift; nothing is charged now. */
    async function submitUpdate(): Promise<void> {
      const state = get();
      try {
        const { updateRecurringGift } = await loadRecurringGiftUpdate();
        const summary = await updateRecurringGift(
          state,
          start,
          recurringUpdate?.client,
          organization.prefixedId,
        );
        set({ submitting: false, step: 'done', result: summary });
      } catch (error) {
        if (error instanceof Stop) fail(error);
        else fail(new Stop({ key: 'giving:errors.generic' }, {}, 'network-error'));
      }
    }

    return {
      step: 'details',
      mode: 'give',
      recurringGift: null,
      loadingRecurringGift: Boolean(recurringUpdate),
      updateNotice: options.recurringUpdate && !donor ? { key: 'giving:update.signIn' } : null,
      values: start,
      errors: {},
      message: null,
      accountModal: 'closed',
      registering: false,
      submitting: false,
      customer: null,
      savedCards: [],
      savedBankAccounts: [],
      result: null,

      setValue: (name, value) => {
        if (name === 'savedCard') cardChosen = true;
        set((state) => {
          const errors = { ...state.errors };
          delete errors[name];
          if (name === 'amountChoice') delete errors.customAmount;
          if (name === 'customAmount') delete errors.amountChoice;
          // A row changed, came or went: the split's messages are about rows that moved.
          if (name === 'splitRows' || name === 'splitFunds') {
            for (const field of Object.keys(errors))
              if (field.startsWith('split')) delete errors[field as 'split'];
          }
          return { values: { ...state.values, [name]: value }, errors };
        });
      },

      chooseFrequencyKind: (kind) => {
        if (get().mode === 'update') return;
        get().setValue('frequencyKind', kind);
        if (kind === 'recurring' && !donor && !get().customer) set({ accountModal: 'open' });
        if (kind === 'one_time') set({ registering: false });
      },
      // Closing without a choice leaves a guest where recurring is not possible: one time.
      closeAccountModal: () => {
        if (!get().registering) get().setValue('frequencyKind', 'one_time');
        set({ accountModal: 'closed' });
      },
      createAccountInstead: () => set({ accountModal: 'closed', registering: true }),
      giveOneTimeInstead: () => {
        get().setValue('frequencyKind', 'one_time');
        set({ accountModal: 'closed', registering: false });
      },

      continueToPayment: () => {
        const state = get();
        if (state.values.frequencyKind === 'recurring' && !donor && !state.customer && !state.registering) {
          set({ accountModal: 'open' });
          return false;
        }
        const errors = validateDetails(state.values, context(state));
        if (Object.keys(errors).length > 0) {
          set({ errors, message: null });
          return false;
        }
        set({ errors: {}, message: null, step: 'payment' });
        return true;
      },
      backToDetails: () => set({ step: 'details', message: null }),

      submit: async () => {
        const state = get();
        if (state.submitting || state.step !== 'payment') return;
        const ctx = context(state);
        const errors = { ...validateDetails(state.values, ctx), ...validatePayment(state.values, ctx) };
        if (Object.keys(errors).length > 0) {
          const detailError = Object.keys(errors).some(isDetailField);
          set({ errors, message: null, step: detailError ? 'details' : 'payment' });
          return;
        }
        set({ submitting: true, message: null, errors: {} });
        if (state.mode === 'update') {
          await submitUpdate();
          return;
        }
        try {
          const customer = await ensureCustomer(get());
          const paymentMethodId = await paymentMethod(get(), customer);
          const { values } = get();
          const amount = giftAmount(values) as number;
          // A saved bank account gives under the authorization it was saved with (docs/PRODUCT.md §22).
          const bySavedBank = get().savedBankAccounts.some((bank) => bank.id === paymentMethodId);
          const body = {
            ...giveRequestBody(values, organization.prefixedId, customer, paymentMethodId, amount),
            ...(bySavedBank ? { payment_method_type: 'bank' as const } : {}),
          };
          const serialized = JSON.stringify(body);
          if (!attempt || attempt.body !== serialized)
            attempt = { key: generateIdentifier(), body: serialized };
          const result = await calls.give(body, {
            idempotencyKey: attempt.key,
            givingToken: customer.givingToken ?? '',
          });
          if (!result.ok) {
            if (result.status < 500) attempt = null;
            throw new Stop(
              failureMessage(result),
              fieldErrorsOf(result),
              result.status === 402 ? 'card-declined' : 'gift-failed',
            );
          }
          attempt = null;
          const gift = result.data;
          const summary: GivingResultSummary = {
            giftId: gift.contribution?.prefixed_id ?? gift.recurring_giving?.prefixed_id ?? '',
            amount,
            frequency: body.frequency as GivingResultSummary['frequency'],
            receiptEmail: gift.receipt_email ?? null,
            nextOccurrence: gift.recurring_giving?.next_occurrence ?? null,
            settlesOn: gift.contribution?.settles_on ?? null,
          };
          set({ submitting: false, step: 'done', result: summary });
          options.onCompleted?.(summary);
        } catch (error) {
          if (error instanceof Stop) fail(error);
          else fail(new Stop({ key: 'giving:errors.generic' }, {}, 'network-error'));
        }
      },

      setCardCollector: (collector) => {
        cardCollector = collector;
      },
      lendClient: (lent) => {
        calls = lent ?? client;
      },

      donorArrived: async (arrived) => {
        if (donor) return;
        donor = arrived;
        set((state) => {
          const values = { ...state.values };
          const errors = { ...state.errors };
          for (const name of ['email', 'firstName', 'lastName'] as const) {
            // What the visitor typed stays theirs; only a field still as it started takes the donor's.
            if (values[name] === start[name]) values[name] = arrived[name];
            // A Continue pressed before the donor was known asked for what their account now gives.
            if (values[name]) delete errors[name];
          }
          // A guest's choice between an account and one time is moot now. A customer made for the
          // guest's typed name is not the donor's: their own comes with their saved cards.
          if (state.submitting) return { values, errors, accountModal: 'closed', registering: false };
          customerFor = null;
          return { values, errors, accountModal: 'closed', registering: false, customer: null };
        });
        start = { ...start, email: arrived.email, firstName: arrived.firstName, lastName: arrived.lastName };
        await get().loadSavedCards();
      },

      loadSavedCards: async () => {
        if (!donor) return;
        try {
          const customer = await findDonorCustomer(client, organization.prefixedId, donor.donorPrefixedId);
          if (!customer) return;
          set({ customer });
          const { cards: savedCards, bankAccounts } = await donorSavedCards(
            client,
            organization.prefixedId,
            customer,
          );
          if (savedCards.length === 0 && bankAccounts.length === 0) return;
          set((state) => ({
            savedCards,
            savedBankAccounts: bankAccounts,
            values: {
              ...state.values,
              // The first saved card is the default choice, but not over a choice of the donor's or
              // a card they have begun to type (on the payment step before their cards arrived).
              savedCard:
                state.values.savedCard === 'new' && !cardChosen && !startedTypingCard(state.values)
                  ? (savedCards[0]?.id ?? 'new')
                  : state.values.savedCard,
            },
          }));
        } catch {
          // Saved cards are a convenience: card entry still works without them.
        }
      },

      loadRecurringGift: async () => {
        if (!recurringUpdate) return;
        // Fetched while the gift loads; if it fails here, submitting asks for it again.
        loadRecurringGiftUpdate().catch(() => undefined);
        set({ loadingRecurringGift: true, updateNotice: null });
        try {
          const gift = await recurringUpdate.client.load(recurringUpdate.prefixedId, organization.prefixedId);
          if (!gift) {
            set({ loadingRecurringGift: false, updateNotice: { key: 'giving:update.notFound' } });
            return;
          }
          start = recurringGiftValues(gift, start, organization, options.today());
          set((state) => ({
            mode: 'update',
            recurringGift: gift,
            loadingRecurringGift: false,
            values: { ...start, savedCard: gift.card?.processorId ?? state.values.savedCard },
          }));
        } catch {
          set({ loadingRecurringGift: false, updateNotice: { key: 'giving:update.loadFailed' } });
        }
      },

      isDirty: () => {
        const state = get();
        if (state.step === 'done') return false;
        const { values } = state;
        return (Object.keys(start) as FieldName[]).some(
          (name) => name !== 'savedCard' && values[name] !== start[name],
        );
      },
    };
  });
}
