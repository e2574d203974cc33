// Administrators in API tests prove their second factor the way the console does: enrolled once
// through the API (codes computed with otplib as an authenticator app would), and each later
// session verified with one of the recovery codes, new ones asked for when they run out.
import { eq } from 'drizzle-orm';
import { enrolSecondFactor, VERIFY_SECOND_FACTOR, type SendGraphql } from '@halo/testkit/admin/secondFactor';
import { secondFactors, users } from '../src/db/schema';
import type { TestApp, TestBrowser } from './helper';

const unusedCodes = new Map<number, string[]>();

function sendAs(browser: TestBrowser): SendGraphql {
  return async (query, variables) => {
    const answer = (await browser.graphql(query, variables)).json() as {
      data?: Record<string, unknown>;
      errors?: unknown[];
    };
    if (answer.errors || !answer.data) throw new Error(`second factor: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
}

/** The session of `browser` (signed in as `email` at `organizationPrefixedId`) proven. */
export async function proveSecondFactor(
  testApp: TestApp,
  browser: TestBrowser,
  email: string,
  organizationPrefixedId: string,
): Promise<void> {
  const db = testApp.app.db;
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`second factor: no account ${email}`);
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
  const codes = unusedCodes.get(user.id) ?? [];
  const send = sendAs(browser);
  if (!row?.enrolledAt || codes.length === 0) {
    // Never enrolled, or enrolled by another test file whose codes this one does not know.
    await db.delete(secondFactors).where(eq(secondFactors.userId, user.id));
    const enrolled = await enrolSecondFactor(send, organizationPrefixedId, testApp.app.clock());
    unusedCodes.set(user.id, enrolled.recoveryCodes);
    return;
  }
  await send(VERIFY_SECOND_FACTOR, { org: organizationPrefixedId, code: codes.shift() });
  if (codes.length === 0) {
    const fresh = await send(
      'mutation ($org: ID!) { regenerateRecoveryCodes(organizationPrefixedId: $org) }',
      {
        org: organizationPrefixedId,
      },
    );
    unusedCodes.set(user.id, fresh.regenerateRecoveryCodes as string[]);
  }
}
