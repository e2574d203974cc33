// The whole-database snapshots (hostile input's takeSnapshot, the authorization matrix's
// snapshotDatabase) read again only the tables whose write count moved (tableWriteCounts.ts): "nothing
// written halfway" and "a refusal changes nothing" rest on the counts never missing a write.
import { eq, sql } from 'drizzle-orm';
import { organizations, users } from '../src/db/schema';
import { queueWalletDomain } from '../src/payments/walletDomains/walletDomainQueue';
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, type TestApp } from './helper';
import { rowsOf, snapshotChanges, takeSnapshot } from './hostileWriteCheck';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

const demoDonorLocale = async () =>
  (await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email)))[0]!.locale;

it('a database nobody wrote is the previous snapshot itself', async () => {
  const before = await takeSnapshot(testApp.app);
  expect(rowsOf(before, 'users').length).toBeGreaterThan(0);
  expect(await takeSnapshot(testApp.app, before)).toBe(before);
});

it('an update between two snapshots shows as a change of its table, and undoing it as none', async () => {
  const { db } = testApp.app;
  const before = await takeSnapshot(testApp.app);
  const locale = await demoDonorLocale();
  await db
    .update(users)
    .set({ locale: locale === 'en' ? 'es' : 'en' })
    .where(eq(users.email, DEMO_DONOR.email));
  const updated = await takeSnapshot(testApp.app, before);
  expect(Object.keys(snapshotChanges(before, updated))).toEqual(['users']);

  await db.update(users).set({ locale }).where(eq(users.email, DEMO_DONOR.email));
  const restored = await takeSnapshot(testApp.app, updated);
  expect(snapshotChanges(before, restored)).toEqual({});
  expect(restored).not.toBe(updated);
});

it('a write rolled back leaves the rows as they were', async () => {
  const { db } = testApp.app;
  const before = await takeSnapshot(testApp.app);
  const locale = await demoDonorLocale();
  await db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({ locale: locale === 'en' ? 'es' : 'en' })
        .where(eq(users.email, DEMO_DONOR.email));
      throw new Error('refused');
    })
    .catch(() => undefined);
  expect(snapshotChanges(before, await takeSnapshot(testApp.app, before))).toEqual({});
});

it('a table emptied by TRUNCATE shows its rows removed', async () => {
  const { db } = testApp.app;
  const before = await takeSnapshot(testApp.app);
  const letters = rowsOf(before, 'letter_templates').length;
  expect(letters).toBeGreaterThan(0);
  await db.execute(sql`truncate letter_templates cascade`);
  const after = await takeSnapshot(testApp.app, before);
  expect(snapshotChanges(before, after)['letter_templates']?.removed).toHaveLength(letters);
});

it("the authorization matrix's snapshot sees a write, and a table nobody wrote stays as it was", async () => {
  const { db } = testApp.app;
  const before = await snapshotDatabase(testApp.app);
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
  const locale = await demoDonorLocale();
  await db
    .update(users)
    .set({ locale: locale === 'en' ? 'es' : 'en' })
    .where(eq(users.email, DEMO_DONOR.email));
  const changes = describeChanges(before, await snapshotDatabase(testApp.app));
  expect(changes.filter((line) => !line.startsWith('users '))).toEqual([]);
  expect(changes).toHaveLength(2);
});

it('work queued for after an answer (a website to register for wallets) is done before a snapshot is read', async () => {
  const { db } = testApp.app;
  const before = await takeSnapshot(testApp.app);
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  // What allowing a website does in its request; the registration runs once the answer has left.
  await queueWalletDomain(db, church!.id, 'https://www.settled.example', true);
  const queued = await takeSnapshot(testApp.app, before);
  const website = rowsOf(queued, 'wallet_domains').find(
    (row) => row.origin === 'https://www.settled.example',
  );
  expect(website).toMatchObject({ state: 'sandbox', processorMode: 'sandbox' });
  expect(await takeSnapshot(testApp.app, queued)).toBe(queued);
});
