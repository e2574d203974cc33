import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createGivingForm } from './givingForm';
import { feeSummary } from './givingFormChoices';
import type { GivingFormStore } from './givingFormState';
import {
  cardAnswer,
  customerAnswer,
  giftAnswer,
  testOrganization,
} from '@halo/testkit/giving/testOrganization';

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const today = '2026-03-10';

function makeForm(overrides: Partial<Parameters<typeof createGivingForm>[0]> = {}): GivingFormStore {
  return createGivingForm({
    organization: testOrganization,
    client: createGivingClient({ apiUrl: server.url, locale: () => 'en' }),
    today: () => today,
    locale: () => 'en',
    ...overrides,
  });
}

function fillDetails(form: GivingFormStore) {
  const { setValue } = form.getState();
  setValue('amountChoice', '5000');
  setValue('email', 'ana@example.com');
  setValue('firstName', 'Ana');
  setValue('lastName', 'Ruiz');
}

function fillCard(form: GivingFormStore, number = '4242 4242 4242 4242') {
  const { setValue } = form.getState();
  setValue('cardNumber', number);
  setValue('cardExpiry', '12/2030');
  setValue('cardCvc', '123');
  setValue('cardholderName', 'Ana Ruiz');
}

function answerHappyPath() {
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  server.on('POST', '/api/give/sandbox/payment-methods', (_request, response) =>
    sendJson(response, 200, cardAnswer),
  );
  server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, giftAnswer));
}

describe('giving form (no React)', () => {
  it('starts on details with the default fund and today as the start date', () => {
    const { step, values } = makeForm().getState();
    expect(step).toBe('details');
    expect(values).toMatchObject({ fund: 'fund_general', startDate: today, frequencyKind: 'one_time' });
  });

  it('takes the element presets: a fixed or custom amount, a fund by name, a frequency', () => {
    const fixed = makeForm({ preset: { amount: 5000, fund: 'building fund', frequency: 'weekly' } });
    expect(fixed.getState().values).toMatchObject({
      amountChoice: '5000',
      fund: 'fund_building',
      frequencyKind: 'recurring',
      period: 'weekly',
    });
    const custom = makeForm({ preset: { amount: 1234, fund: 'fund_hidden' } });
    expect(custom.getState().values).toMatchObject({
      amountChoice: 'custom',
      customAmount: '12.34',
      fund: 'fund_general',
    });
  });

  it('reports the docs/PRODUCT.md §5 keys on Continue and stays on details', () => {
    const form = makeForm();
    form.getState().setValue('amountChoice', 'custom');
    form.getState().setValue('email', 'not-an-email');
    expect(form.getState().continueToPayment()).toBe(false);
    expect(form.getState().errors).toEqual({
      customAmount: { key: 'validation.amountRequired', params: {} },
      email: { key: 'validation.email', params: {} },
      firstName: { key: 'validation.required', params: {} },
      lastName: { key: 'validation.required', params: {} },
    });
    form.getState().setValue('customAmount', '0.50');
    form.getState().continueToPayment();
    expect(form.getState().errors.customAmount).toEqual({
      key: 'validation.amountTooLow',
      params: { min: '$1.00' },
    });
    expect(form.getState().step).toBe('details');
  });

  it('computes the fee and total with coverFee', () => {
    const form = makeForm();
    form.getState().setValue('amountChoice', '5000');
    // ceil((5000 + 30) / (1 - 0.029)) = 5181 → fee 181.
    expect(feeSummary(form.getState().values, testOrganization)).toEqual({
      amount: 5000,
      fee: 181,
      total: 5181,
    });
  });

  it('opens the account modal when a guest picks recurring; one time instead closes it', () => {
    const form = makeForm();
    form.getState().chooseFrequencyKind('recurring');
    expect(form.getState().accountModal).toBe('open');
    form.getState().giveOneTimeInstead();
    expect(form.getState()).toMatchObject({ accountModal: 'closed', values: { frequencyKind: 'one_time' } });
    form.getState().chooseFrequencyKind('recurring');
    form.getState().createAccountInstead();
    expect(form.getState()).toMatchObject({ registering: true, values: { frequencyKind: 'recurring' } });
  });

  it('a signed-in donor picks recurring without the modal', () => {
    const form = makeForm({
      donor: { donorPrefixedId: 'per_1', email: 'a@b.co', firstName: 'A', lastName: 'B' },
    });
    form.getState().chooseFrequencyKind('recurring');
    expect(form.getState().accountModal).toBe('closed');
  });

  describe('a signed-in donor the page learns of after the form showed', () => {
    const donor = { donorPrefixedId: 'per_1', email: 'dana@example.com', firstName: 'Dana', lastName: 'Lee' };
    function answerSavedCards() {
      server.on('GET', '/api/give/stripe-customer-id', (_request, response) =>
        sendJson(response, 200, { stripe_customer_id: 'cus_1', giving_token: 'gt_1' }),
      );
      server.on('GET', '/api/give/stripe-payment-methods', (_request, response) =>
        sendJson(response, 200, {
          data: [{ id: 'pm_1', brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030 }],
        }),
      );
    }

    it('keeps what was chosen, fills the untouched fields with theirs and offers their saved card', async () => {
      answerSavedCards();
      const form = makeForm();
      form.getState().setValue('amountChoice', '10000');
      form.getState().setValue('firstName', 'Danielle');
      await form.getState().donorArrived(donor);
      expect(form.getState()).toMatchObject({
        step: 'details',
        values: {
          amountChoice: '10000',
          firstName: 'Danielle',
          lastName: 'Lee',
          email: 'dana@example.com',
          savedCard: 'pm_1',
        },
        customer: { stripeCustomerId: 'cus_1', donorPrefixedId: 'per_1', givingToken: 'gt_1' },
      });
      // Their own name is the form's starting point now: only the amount and the typed name are changes.
      form.getState().setValue('firstName', 'Dana');
      form.getState().setValue('amountChoice', '');
      expect(form.getState().isDirty()).toBe(false);
    });

    it("closes a guest's choice of account and lets them give recurring as themselves", async () => {
      const form = makeForm();
      form.getState().chooseFrequencyKind('recurring');
      expect(form.getState().accountModal).toBe('open');
      await form.getState().donorArrived(donor);
      expect(form.getState()).toMatchObject({
        accountModal: 'closed',
        registering: false,
        values: { frequencyKind: 'recurring' },
      });
      form.getState().setValue('amountChoice', '5000');
      expect(form.getState().continueToPayment()).toBe(true);
    });

    it('offers their saved card on the payment step, but not over a card being typed', async () => {
      answerSavedCards();
      const waiting = makeForm();
      fillDetails(waiting);
      expect(waiting.getState().continueToPayment()).toBe(true);
      await waiting.getState().donorArrived(donor);
      expect(waiting.getState()).toMatchObject({ step: 'payment', values: { savedCard: 'pm_1' } });

      const typing = makeForm();
      fillDetails(typing);
      expect(typing.getState().continueToPayment()).toBe(true);
      typing.getState().setValue('cardNumber', '4242');
      await typing.getState().donorArrived(donor);
      expect(typing.getState()).toMatchObject({ step: 'payment', values: { savedCard: 'new' } });
      expect(typing.getState().savedCards).toHaveLength(1);

      const choosing = makeForm();
      fillDetails(choosing);
      expect(choosing.getState().continueToPayment()).toBe(true);
      choosing.getState().setValue('savedCard', 'new');
      await choosing.getState().donorArrived(donor);
      expect(choosing.getState().values.savedCard).toBe('new');
    });

    it('takes no second donor: another person is a new form', async () => {
      const form = makeForm({ donor });
      await form.getState().donorArrived({ ...donor, donorPrefixedId: 'per_2', email: 'x@example.com' });
      expect(form.getState().values.email).toBe('dana@example.com');
      expect(server.requests).toHaveLength(0);
    });
  });

  it('gives: customer, sandbox card, then POST /api/give with an Idempotency-Key', async () => {
    answerHappyPath();
    const completed = jest.fn();
    const form = makeForm({ onCompleted: completed });
    fillDetails(form);
    form.getState().setValue('coverFee', true);
    expect(form.getState().continueToPayment()).toBe(true);
    fillCard(form);
    await form.getState().submit();
    expect(form.getState().step).toBe('done');
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/give/customer',
      '/api/give/sandbox/payment-methods',
      '/api/give',
    ]);
    expect(server.requests[1]?.json()).toMatchObject({
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    const give = server.requests[2];
    expect(give?.headers['x-giving-token']).toBe('gt_1');
    expect(give?.headers['idempotency-key']).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/,
    );
    expect(give?.json()).toEqual({
      organization_prefixed_id: 'org_1',
      stripe_customer_id: 'cus_1',
      donor_prefixed_id: 'per_1',
      payment_method_id: 'pm_1',
      amount: 5000,
      fund_prefixed_id: 'fund_general',
      frequency: 'one_time',
      is_fee_covered: true,
    });
    expect(completed).toHaveBeenCalledWith(
      expect.objectContaining({ giftId: 'con_1', amount: 5000, frequency: 'one_time' }),
    );
  });

  it('reuses the Idempotency-Key (and the tokenized card) when the same attempt is retried', async () => {
    answerHappyPath();
    let calls = 0;
    server.on('POST', '/api/give', (request, response) => {
      calls += 1;
      // The first answer is lost: the gift may have gone through, so the retry must be the same request.
      if (calls === 1) return request && response.destroy();
      return sendJson(response, 201, giftAnswer);
    });
    const errors = jest.fn();
    const form = makeForm({ onError: errors });
    fillDetails(form);
    form.getState().continueToPayment();
    fillCard(form);
    await form.getState().submit();
    expect(form.getState()).toMatchObject({ step: 'payment', message: { key: 'giving:errors.generic' } });
    expect(errors).toHaveBeenCalledWith({ code: 'network-error', message: { key: 'giving:errors.generic' } });
    expect(form.getState().values.cardNumber).toBe('4242 4242 4242 4242');
    await form.getState().submit();
    expect(form.getState().step).toBe('done');
    const gives = server.requests.filter((request) => request.path === '/api/give');
    expect(gives).toHaveLength(2);
    expect(gives[1]?.headers['idempotency-key']).toBe(gives[0]?.headers['idempotency-key']);
    expect(
      server.requests.filter((request) => request.path === '/api/give/sandbox/payment-methods'),
    ).toHaveLength(1);
    expect(server.requests.filter((request) => request.path === '/api/give/customer')).toHaveLength(1);
  });

  it('ignores a second Give Now while the first is in flight', async () => {
    answerHappyPath();
    const form = makeForm();
    fillDetails(form);
    form.getState().continueToPayment();
    fillCard(form);
    await Promise.all([form.getState().submit(), form.getState().submit()]);
    expect(server.requests.filter((request) => request.path === '/api/give')).toHaveLength(1);
  });

  it('a decline keeps every value, shows the code, and a new card is a new attempt', async () => {
    answerHappyPath();
    server.on('POST', '/api/give', (_request, response) =>
      sendJson(response, 402, { code: 'insufficient_funds', message: 'Insufficient funds.' }),
    );
    const form = makeForm();
    fillDetails(form);
    form.getState().continueToPayment();
    fillCard(form);
    const before = form.getState().values;
    await form.getState().submit();
    expect(form.getState()).toMatchObject({
      step: 'payment',
      submitting: false,
      message: { key: 'giving:decline.insufficient_funds' },
    });
    expect(form.getState().values).toEqual(before);
    server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, giftAnswer));
    await form.getState().submit();
    const keys = server.requests
      .filter((r) => r.path === '/api/give')
      .map((r) => r.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('maps 422 field errors to fields and goes back to the field', async () => {
    server.on('POST', '/api/give/customer', (_request, response) =>
      sendJson(response, 422, {
        message: 'The given data was invalid.',
        errors: { email: ['Email is blocked.'] },
      }),
    );
    const form = makeForm();
    fillDetails(form);
    form.getState().continueToPayment();
    fillCard(form);
    await form.getState().submit();
    expect(form.getState()).toMatchObject({
      step: 'details',
      errors: { email: { text: 'Email is blocked.' } },
    });
    expect(form.getState().values.email).toBe('ana@example.com');
  });

  it('registers the guest with the password for a recurring gift and sends the start date', async () => {
    server.on('POST', '/api/give/register', (_request, response) => sendJson(response, 201, customerAnswer));
    server.on('POST', '/api/give/sandbox/payment-methods', (_request, response) =>
      sendJson(response, 200, cardAnswer),
    );
    server.on('POST', '/api/give', (_request, response) =>
      sendJson(response, 201, {
        contribution: null,
        recurring_giving: {
          prefixed_id: 'rec_1',
          frequency: 'monthly',
          start_date: '2026-03-20',
          next_occurrence: '2026-03-20',
        },
        receipt_email: null,
      }),
    );
    const form = makeForm();
    fillDetails(form);
    form.getState().chooseFrequencyKind('recurring');
    form.getState().createAccountInstead();
    form.getState().setValue('startDate', '2026-03-20');
    form.getState().setValue('password', 'secret-pass');
    form.getState().setValue('passwordConfirmation', 'other-pass');
    expect(form.getState().continueToPayment()).toBe(false);
    expect(form.getState().errors.passwordConfirmation).toEqual({ key: 'validation.passwordsMatch' });
    form.getState().setValue('passwordConfirmation', 'secret-pass');
    form.getState().setValue('startDate', '2026-03-01');
    expect(form.getState().continueToPayment()).toBe(false);
    expect(form.getState().errors.startDate).toEqual({ key: 'validation.invalidDate', params: {} });
    // A year ahead is the last date a recurring gift may start.
    form.getState().setValue('startDate', '2027-03-11');
    expect(form.getState().continueToPayment()).toBe(false);
    expect(form.getState().errors.startDate).toEqual({ key: 'validation.dateTooFarAhead', params: {} });
    form.getState().setValue('startDate', '2027-03-10');
    expect(form.getState().continueToPayment()).toBe(true);
    form.getState().setValue('startDate', '2026-03-20');
    expect(form.getState().continueToPayment()).toBe(true);
    fillCard(form);
    await form.getState().submit();
    expect(server.requests[0]?.json()).toMatchObject({
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
    });
    expect(server.requests[2]?.json()).toMatchObject({ frequency: 'monthly', start_date: '2026-03-20' });
    expect(form.getState().result).toMatchObject({ giftId: 'rec_1', nextOccurrence: '2026-03-20' });
  });

  it('is dirty once the donor typed something, and not after the gift', async () => {
    answerHappyPath();
    const form = makeForm();
    expect(form.getState().isDirty()).toBe(false);
    fillDetails(form);
    expect(form.getState().isDirty()).toBe(true);
    form.getState().continueToPayment();
    fillCard(form);
    await form.getState().submit();
    expect(form.getState().isDirty()).toBe(false);
  });
});
