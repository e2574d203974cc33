import { createGivingClient } from 'halo_shared/api/giving';
import { createGivingForm } from './givingForm';
import { cardChoices } from './givingFormChoices';
import type { GivingFormStore, RecurringGiftClient, RecurringGiftToUpdate } from './givingFormState';
import { testOrganization } from '@halo/testkit/giving/testOrganization';

const today = '2026-03-10';
const donor = { donorPrefixedId: 'per_1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz' };

const recurringGift: RecurringGiftToUpdate = {
  prefixedId: 'rg_1',
  type: 'monthly',
  nextOccurrence: '2026-04-01',
  isFeeCovered: true,
  memo: 'Missions',
  funds: [{ prefixedId: 'fund_building', amount: 4250 }],
  card: { processorId: 'pm_visa', brand: 'visa', lastFour: '4242', expiration: '12/2030' },
};

function makeClient(overrides: Partial<RecurringGiftClient> = {}) {
  return {
    load: jest.fn<ReturnType<RecurringGiftClient['load']>, Parameters<RecurringGiftClient['load']>>(
      overrides.load ?? (async () => recurringGift),
    ),
    update: jest.fn<ReturnType<RecurringGiftClient['update']>, Parameters<RecurringGiftClient['update']>>(
      overrides.update ?? (async () => ({ ok: true, nextOccurrence: '2026-04-01' })),
    ),
  };
}

function makeForm(client: RecurringGiftClient, signedIn = true): GivingFormStore {
  return createGivingForm({
    organization: testOrganization,
    client: createGivingClient({ apiUrl: 'http://127.0.0.1:9', locale: () => 'en' }),
    today: () => today,
    locale: () => 'en',
    donor: signedIn ? donor : null,
    recurringUpdate: { prefixedId: 'rg_1', client },
  });
}

async function toPayment(form: GivingFormStore) {
  await form.getState().loadRecurringGift();
  expect(form.getState().continueToPayment()).toBe(true);
}

describe("giving form, update mode (a donor's recurring gift)", () => {
  it('prefills amount, schedule, fund, memo, fee and card from the gift', async () => {
    const client = makeClient();
    const form = makeForm(client);
    expect(form.getState().loadingRecurringGift).toBe(true);
    await form.getState().loadRecurringGift();
    expect(client.load).toHaveBeenCalledWith('rg_1', testOrganization.prefixedId);
    const state = form.getState();
    expect(state).toMatchObject({ mode: 'update', loadingRecurringGift: false, updateNotice: null });
    expect(state.values).toMatchObject({
      amountChoice: 'custom',
      customAmount: '42.50',
      frequencyKind: 'recurring',
      period: 'monthly',
      startDate: '2026-04-01',
      fund: 'fund_building',
      memo: 'Missions',
      coverFee: true,
      savedCard: 'pm_visa',
      email: 'ana@example.com',
    });
    // Prefilled values are the baseline: nothing typed yet.
    expect(state.isDirty()).toBe(false);
    // The gift's card is offered even before (or without) the saved cards list.
    expect(cardChoices(state).map((card) => card.id)).toEqual(['pm_visa']);
  });

  it('sums several funds into one amount (a fixed amount when it is one) and starts today when paused', async () => {
    const client = makeClient({
      load: async () => ({
        ...recurringGift,
        nextOccurrence: null,
        funds: [
          { prefixedId: 'fund_general', amount: 3000 },
          { prefixedId: 'fund_building', amount: 2000 },
        ],
      }),
    });
    const form = makeForm(client);
    await form.getState().loadRecurringGift();
    expect(form.getState().values).toMatchObject({ amountChoice: '5000', startDate: today });
  });

  it('keeps the gift recurring: one time cannot be chosen', async () => {
    const form = makeForm(makeClient());
    await form.getState().loadRecurringGift();
    form.getState().chooseFrequencyKind('one_time');
    expect(form.getState().values.frequencyKind).toBe('recurring');
    expect(form.getState().accountModal).toBe('closed');
  });

  it('Update Now sends updateRecurringGiving with the new amount and the chosen card, then is done', async () => {
    const client = makeClient();
    const form = makeForm(client);
    await toPayment(form);
    form.getState().setValue('customAmount', '60');
    await form.getState().submit();
    expect(client.update).toHaveBeenCalledWith({
      prefixedId: 'rg_1',
      organizationPrefixedId: testOrganization.prefixedId,
      stripePaymentMethodId: 'pm_visa',
      stripeCardLastFour: '4242',
      stripeCardExpiration: '12/2030',
      type: 'monthly',
      amountsByFundAccount: [{ fundAccountPrefixedId: 'fund_building', amount: 6000 }],
      // The start date was not changed: the schedule stays as the server has it.
      nextOccurrence: null,
      isFeeCovered: true,
      memo: 'Missions',
    });
    expect(form.getState()).toMatchObject({
      step: 'done',
      result: { giftId: 'rg_1', amount: 6000, frequency: 'monthly', nextOccurrence: '2026-04-01' },
    });
  });

  it('sends a changed start date as the next occurrence', async () => {
    const client = makeClient();
    const form = makeForm(client);
    await form.getState().loadRecurringGift();
    form.getState().setValue('startDate', '2026-05-02');
    expect(form.getState().continueToPayment()).toBe(true);
    await form.getState().submit();
    expect(client.update.mock.calls[0]?.[0].nextOccurrence).toBe('2026-05-02');
  });

  it("shows the server's validation messages on the fields and keeps the values", async () => {
    const client = makeClient({
      update: async () => ({
        ok: false,
        errors: { 'amountsByFundAccount.0.amount': 'The amount may not be greater than 25000.' },
        message: null,
      }),
    });
    const form = makeForm(client);
    await toPayment(form);
    await form.getState().submit();
    const state = form.getState();
    expect(state.step).toBe('details');
    expect(state.errors.customAmount).toEqual({ text: 'The amount may not be greater than 25000.' });
    expect(state.message).toEqual({ key: 'giving:errors.checkFields' });
    expect(state.values.customAmount).toBe('42.50');
    expect(state.submitting).toBe(false);
  });

  it('shows other server text as the form message, and a generic one when there is none', async () => {
    const update = jest
      .fn<ReturnType<RecurringGiftClient['update']>, Parameters<RecurringGiftClient['update']>>()
      .mockResolvedValueOnce({ ok: false, errors: {}, message: 'This recurring gift cannot be changed.' })
      .mockRejectedValueOnce(new Error('offline'));
    const form = makeForm(makeClient({ update }));
    await toPayment(form);
    await form.getState().submit();
    expect(form.getState()).toMatchObject({
      step: 'payment',
      message: { text: 'This recurring gift cannot be changed.' },
    });
    await form.getState().submit();
    expect(form.getState().message).toEqual({ key: 'giving:errors.generic' });
  });

  it('says so and keeps the normal form when the gift is not the donor’s', async () => {
    const form = makeForm(makeClient({ load: async () => null }));
    await form.getState().loadRecurringGift();
    expect(form.getState()).toMatchObject({
      mode: 'give',
      loadingRecurringGift: false,
      updateNotice: { key: 'giving:update.notFound' },
    });
    expect(form.getState().values.frequencyKind).toBe('one_time');
  });

  it('asks a guest to sign in and never loads the gift', async () => {
    const client = makeClient();
    const form = makeForm(client, false);
    expect(form.getState()).toMatchObject({
      loadingRecurringGift: false,
      updateNotice: { key: 'giving:update.signIn' },
    });
    await form.getState().loadRecurringGift();
    expect(client.load).not.toHaveBeenCalled();
    expect(form.getState().mode).toBe('give');
  });

  it('reports a failed load and keeps the normal form', async () => {
    const form = makeForm(makeClient({ load: async () => Promise.reject(new Error('offline')) }));
    await form.getState().loadRecurringGift();
    expect(form.getState()).toMatchObject({
      mode: 'give',
      updateNotice: { key: 'giving:update.loadFailed' },
    });
  });
});
