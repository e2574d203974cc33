// Two API instances on one database, moved through the days by one injected clock, with a mailbox:
// the world of the tests in which a recurring charge, a reminder or a notice must happen exactly once
// whichever instance's worker runs first. The demo data's own recurring gifts, dated by the wall
// clock, are set aside so they do not charge in these simulated days.
import type { FastifyInstance } from 'fastify';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { recurringGivings } from '../src/db/schema';
import { RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import { TestClock } from './recurringFlow';
import { startSecondInstance } from './secondInstance';

export interface RecurringWorld {
  clock: TestClock;
  mailbox: Mailbox;
  /** Set once the file's `beforeAll` has run. */
  testApp: TestApp;
  second: FastifyInstance;
}

/**
 * Starts the world before the file's tests and closes it after them. `setAside`: the demo gifts are
 * paused, or deleted where even a paused gift's card would count (card expiry reminders).
 */
export function openRecurringWorld(
  firstDay: string,
  setAside: 'paused' | 'deleted' = 'paused',
): RecurringWorld {
  const world = { clock: new TestClock(), mailbox: new Mailbox() } as RecurringWorld;
  beforeAll(async () => {
    world.clock.setDay(firstDay);
    world.testApp = await startTestApp({
      clock: world.clock.read,
      config: { dataDir: world.mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
    });
    world.second = await startSecondInstance(world.testApp, { clock: world.clock.read });
    await world.testApp.app.db.update(recurringGivings).set({ status: setAside });
  });
  afterAll(async () => {
    await world.second?.close();
    await world.testApp?.close();
    world.mailbox.remove();
  });
  return world;
}
