// The emailed manage links of the authorization matrix: a recurring gift of the victim that only the
// manage-link rows act on (the GraphQL rows stop her active gift and rewrite her paused one, and the
// link's own "stop" ends this one), her link to it, a link to her paused gift for the portal's
// "Revoke email links" to turn off, and a genuine link of the same-church donor to graft onto the
// victim's gift. Links are issued by the engine's own function, as its emails do.
import { eq } from 'drizzle-orm';
import { newPrefixedId } from '../src/db/prefixedId';
import { organizations, recurringGivingFunds, recurringGivings } from '../src/db/schema';
import { issueManageLink } from '../src/manageLinks/manageLinks';
import type { TestApp } from './helper';

export interface ManageLinks {
  /** The victim's gift the manage-link rows aim at, and the token of its emailed link. */
  managedRecurringId: string;
  manageToken: string;
  /** The token of a link to the same-church donor's own gift. */
  sameChurchManageToken: string;
}

async function giftRow(testApp: TestApp, prefixedId: string) {
  const [gift] = await testApp.app.db
    .select()
    .from(recurringGivings)
    .where(eq(recurringGivings.prefixedId, prefixedId));
  if (!gift) throw new Error(`world setup: no recurring gift ${prefixedId}`);
  return gift;
}

/** The token of a new link to the gift, as the `/manage/{token}` of an email carries it. */
export async function issueLinkToken(testApp: TestApp, prefixedId: string): Promise<string> {
  const { app } = testApp;
  const gift = await giftRow(testApp, prefixedId);
  const [organization] = await app.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, gift.organizationId));
  if (!organization) throw new Error('world setup: the gift has no church');
  const url = await issueManageLink(
    app.db,
    { appKey: app.giving.appKey, publicUrl: app.config.publicUrl },
    organization,
    gift,
    new Date(),
  );
  return new URL(url).pathname.replace('/manage/', '');
}

/** A copy of the victim's active gift (same plan, card and funds), as a third gift of hers. */
async function copyOfGift(testApp: TestApp, prefixedId: string): Promise<string> {
  const { db } = testApp.app;
  const {
    id,
    prefixedId: _prefixedId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...plan
  } = await giftRow(testApp, prefixedId);
  const [copy] = await db
    .insert(recurringGivings)
    .values({ ...plan, prefixedId: newPrefixedId('rcg') })
    .returning();
  if (!copy) throw new Error('world setup: the managed gift was not made');
  const funds = await db
    .select()
    .from(recurringGivingFunds)
    .where(eq(recurringGivingFunds.recurringGivingId, id));
  await db
    .insert(recurringGivingFunds)
    .values(funds.map((fund) => ({ ...fund, recurringGivingId: copy.id })));
  return copy.prefixedId;
}

export async function manageLinks(
  testApp: TestApp,
  victim: { activeRecurringId: string; pausedRecurringId: string },
  sameChurchRecurringId: string,
): Promise<ManageLinks> {
  const managedRecurringId = await copyOfGift(testApp, victim.activeRecurringId);
  await issueLinkToken(testApp, victim.pausedRecurringId);
  return {
    managedRecurringId,
    manageToken: await issueLinkToken(testApp, managedRecurringId),
    sameChurchManageToken: await issueLinkToken(testApp, sameChurchRecurringId),
  };
}
