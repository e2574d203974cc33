// The console's refund as the gift detail sends it, for the refund tests (adminRefunds*.test.ts).
import { randomBytes } from 'node:crypto';
import { outboxMessages } from '../src/db/schema';
import type { AdminWorld, Answer } from './adminFixtures';
import type { TestApp, TestBrowser } from './helper';

export const REFUND = `mutation($org: ID!, $gift: ID!, $amount: Cents!, $reason: String, $key: String!) {
  refundGift(organizationPrefixedId: $org, giftPrefixedId: $gift, amount: $amount, reason: $reason,
    requestKey: $key) { prefixedId amount refundedAmount status } }`;
export const TOTALS = `query($org: ID!) { adminGifts(organizationPrefixedId: $org, first: 1) { totalAmount } }`;

/** A request key of the console's: one refund per key, however often it is sent. */
export const key = () => `test-${randomBytes(8).toString('hex')}`;

/** The console's refund of a demo church gift by `owner`; the GraphQL answer. */
export async function refund(
  owner: TestBrowser,
  world: AdminWorld,
  variables: Record<string, unknown>,
  locale = 'en',
) {
  const response = await owner.graphql(
    REFUND,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

/** The messages queued in the outbox for an address. */
export async function mailsTo(testApp: TestApp, email: string) {
  const rows = await testApp.app.db.select().from(outboxMessages);
  return rows.filter((row) => row.message.to === email).map((row) => row.message);
}
