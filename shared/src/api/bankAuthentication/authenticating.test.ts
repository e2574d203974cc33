import type { GivingResult, GiveResponse } from '../giving';
import { authenticating, type BankAuthentication } from './authenticating';

const stripeAsks = {
  ok: false as const,
  status: 402,
  code: 'authentication_required',
  message: 'Your bank asks you to confirm this gift.',
  errors: {},
  body: {
    code: 'authentication_required',
    message: 'Your bank asks you to confirm this gift.',
    authentication: {
      mode: 'stripe',
      client_secret: 'pi_1_secret_2',
      publishable_key: 'pk_test_1',
      stripe_account: 'acct_1',
    },
  },
};
const given = { ok: true as const, status: 201, data: {} as GiveResponse };
const body = { amount: 5000 } as never;
const options = { idempotencyKey: 'key-1', givingToken: 'token' };

function bank(
  outcomes: Array<{ passed: true } | { passed: false; message: string | null }>,
): BankAuthentication {
  return {
    run: jest.fn(async () => outcomes.shift() ?? { passed: false, message: null }),
    failedText: (message) => [message, 'Nothing was charged.'].filter(Boolean).join(' '),
  };
}

describe('authenticating', () => {
  it('runs Stripe’s authentication with the client secret and sends the same gift again, as it was', async () => {
    const give = jest
      .fn<Promise<GivingResult<GiveResponse>>, unknown[]>()
      .mockResolvedValueOnce(stripeAsks)
      .mockResolvedValueOnce(given);
    const stripe = bank([{ passed: true }]);
    await expect(authenticating(give, stripe)(body, options)).resolves.toBe(given);
    expect(stripe.run).toHaveBeenCalledWith(stripeAsks.body.authentication);
    expect(give.mock.calls).toEqual([
      [body, options],
      [body, options],
    ]);
  });

  it('says why in the form’s words when Stripe’s page failed, and sends nothing more', async () => {
    const give = jest.fn<Promise<GivingResult<GiveResponse>>, unknown[]>().mockResolvedValue(stripeAsks);
    const result = await authenticating(give, bank([{ passed: false, message: 'Card refused.' }]))(
      body,
      options,
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'authentication_failed',
      message: 'Card refused. Nothing was charged.',
    });
    expect(give).toHaveBeenCalledTimes(1);
  });

  it('stops asking after three rounds when the bank keeps asking', async () => {
    const give = jest.fn<Promise<GivingResult<GiveResponse>>, unknown[]>().mockResolvedValue(stripeAsks);
    const result = await authenticating(
      give,
      bank([{ passed: true }, { passed: true }, { passed: true }, { passed: true }]),
    )(body, options);
    expect(result).toBe(stripeAsks);
    expect(give).toHaveBeenCalledTimes(4);
  });

  it('leaves every other answer alone, a 402 without what the authentication needs included', async () => {
    const declined = { ok: false as const, status: 402, code: 'card_declined', message: '', errors: {} };
    const malformed = { ...stripeAsks, body: { code: 'authentication_required' } };
    for (const answer of [given, declined, malformed]) {
      const give = jest.fn<Promise<GivingResult<GiveResponse>>, unknown[]>().mockResolvedValue(answer);
      const asked = bank([]);
      await expect(authenticating(give, asked)(body, options)).resolves.toBe(answer);
      expect(asked.run).not.toHaveBeenCalled();
    }
  });
});
