// Emails survive a crash (docs/ARCHITECTURE.md §4): a real server on the embedded database is killed with
// kill -9 while gifts arrive; once it is back, every gift that was committed has exactly one receipt
// (counted by the outbox id each message carries in its .eml file name). `npm run bench` runs the
// same with 200 gifts (scripts/bench/outboxCrash.ts); this is the small version.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GivingClient, organizationOf } from './givingFlow';
import { benchSize, recordBenchRow } from './benchRow';
import type { TestApp } from './helper';
import { freePort, queryStoppedDatabase, ServerProcesses } from './serverProcess';

const GIFTS = benchSize('CRASH_GIFTS', 24);
const KILL_AFTER = Math.floor(GIFTS / 3);
const MEMO = 'crash test';
const RELAXED = {
  GIVE_RATE_LIMIT_PER_MINUTE: '10000',
  GIVE_CUSTOMER_RATE_LIMIT_PER_MINUTE: '10000',
  SETUP_INTENT_RATE_LIMIT_PER_MINUTE: '10000',
  CARD_RATE_LIMIT_PER_MINUTE: '10000',
};

const servers = new ServerProcesses();
afterAll(() => servers.cleanUp());

/** Receipt numbers (contribution ids) in the .eml files, each with how many files carry it. */
function receiptsIn(dataDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, 'mail'));
  } catch {
    return found;
  }
  for (const file of files) {
    const text = readFileSync(path.join(dataDir, 'mail', file), 'utf8');
    for (const id of new Set(text.match(/con_[0-9a-f]{24}/g) ?? []))
      found.set(id, [...(found.get(id) ?? []), file]);
  }
  return found;
}

it(`kill -9 during ${GIFTS} gifts: once back, every committed gift has exactly one receipt`, async () => {
  const dataDir = servers.migratedFolder();
  const port = await freePort();
  const first = await servers.startServer(dataDir, RELAXED, port);
  await servers.untilServing(first);
  const target = { port } as TestApp;
  const demo = await organizationOf(target);
  const fund = demo.onlineGiving.funds[0]!.prefixedId;

  let answered = 0;
  const gifts = Array.from({ length: GIFTS }, async (_, index) => {
    try {
      const client = new GivingClient(target);
      const donor = await client.customer(demo.prefixedId, `crash-${index}@example.com`);
      const card = (await client.addCard(donor, '4242424242424242')).json().payment_method_id;
      const gift = await client.give(donor, {
        payment_method_id: card,
        amount: 1000 + index,
        fund_prefixed_id: fund,
        memo: MEMO,
      });
      answered += 1;
      if (answered === KILL_AFTER) first.child.kill('SIGKILL');
      return gift.statusCode;
    } catch {
      return null; // the server died under it
    }
  });
  const statuses = await Promise.all(gifts);
  await first.exited;
  expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(KILL_AFTER - 1);

  // Back on the same folder (the lock of the killed process does not block it); it sends what the
  // crash left in the outbox, and everything before it stops.
  const second = await servers.startServer(dataDir, RELAXED, port);
  await servers.untilServing(second);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const committed = queryStoppedDatabase<{ prefixed_id: string }>(
    dataDir,
    `select prefixed_id from contributions where memo = '${MEMO}'`,
  ).map((row) => row.prefixed_id);
  const [{ unsent }] = queryStoppedDatabase<{ unsent: number }>(
    dataDir,
    'select count(*)::int as unsent from outbox_messages where sent_at is null',
  ) as [{ unsent: number }];
  expect(committed.length).toBeGreaterThanOrEqual(KILL_AFTER - 1);
  expect(unsent).toBe(0);
  const receipts = receiptsIn(dataDir);
  for (const id of committed)
    expect({ id, files: (receipts.get(id) ?? []).length }).toEqual({ id, files: 1 });
  // No receipt for a gift that was not committed.
  expect([...receipts.keys()].filter((id) => !committed.includes(id))).toEqual([]);
  for (const files of receipts.values()) expect(files[0]).toMatch(/-outbox-\d{10}\.eml$/);
  const duplicates = [...receipts.values()].filter((files) => files.length > 1).length;
  recordBenchRow(
    `kill -9 during ${GIFTS} gifts (PGlite), then restart`,
    'every committed gift: exactly one receipt',
    `${committed.length} committed, ${receipts.size} receipts, ${duplicates} duplicates, ${unsent} unsent`,
    receipts.size === committed.length && duplicates === 0 && unsent === 0,
  );
});
