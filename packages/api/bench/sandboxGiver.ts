// A guest donor with a sandbox card, ready to give again and again (docs/CONTRACTS.md "REST:
// giving"): POST /api/give/customer, then a card through /api/give/sandbox/payment-methods. Each
// gift gets its own Idempotency-Key and memo number (to find duplicates); the rest stays the same.
import { generateIdentifier } from '@halo/domain';
import { sendRequest } from '../test/httpClient';
import { BENCH_GIFT_MEMO } from './benchMessages';
import { BENCH_HOST, organizationOf } from './donorSession';

export interface GiftRequest {
  /** With a fresh Idempotency-Key: every request is a new gift. */
  headers: Record<string, string>;
  /** A $25 one-time gift to the default fund, memo "bench gift <n>" with n new each time. */
  body: string;
}

export interface SandboxGiver {
  /** The next gift, new key and new memo number. */
  nextGift(): GiftRequest;
}

export const GIFT_AMOUNT_CENTS = 2500;

export async function prepareSandboxGiver(port: number, email: string): Promise<SandboxGiver> {
  const organization = await organizationOf(port);
  const fund = organization.onlineGiving.funds[0];
  if (!fund) throw new Error('the demo organization shows no fund');
  const jsonHeaders = { host: BENCH_HOST, 'content-type': 'application/json' };
  const customer = await sendRequest(port, {
    method: 'POST',
    url: '/api/give/customer',
    payload: {
      organization_prefixed_id: organization.prefixedId,
      email,
      first_name: 'Bench',
      last_name: 'Giver',
    },
    headers: jsonHeaders,
  });
  if (customer.statusCode !== 200) throw new Error(`customer: ${customer.statusCode} ${customer.body}`);
  const { stripe_customer_id, donor_prefixed_id, giving_token } = customer.json();
  const headers = { ...jsonHeaders, 'x-giving-token': giving_token as string };
  const card = await sendRequest(port, {
    method: 'POST',
    url: '/api/give/sandbox/payment-methods',
    payload: {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
      cardholder_name: 'Bench Giver',
    },
    headers,
  });
  if (card.statusCode !== 200) throw new Error(`card: ${card.statusCode} ${card.body}`);
  let giftNumber = 0;
  return {
    nextGift: () => ({
      headers: { ...headers, 'idempotency-key': generateIdentifier() },
      body: JSON.stringify({
        organization_prefixed_id: organization.prefixedId,
        stripe_customer_id,
        donor_prefixed_id,
        payment_method_id: card.json().payment_method_id,
        amount: GIFT_AMOUNT_CENTS,
        fund_prefixed_id: fund.prefixedId,
        frequency: 'one_time',
        is_fee_covered: false,
        memo: `${BENCH_GIFT_MEMO}${++giftNumber}`,
      }),
    }),
  };
}
