// Donors with giving data for the portal tests: the seeded demo donor, a second donor of
// the same church and a donor of `hope`, each with a saved card, two recurring gifts and a year of
// gifts (the demo seed's own generator), so every "not yours" case has a real record to aim at.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { newPrefixedId } from '../src/db/prefixedId';
import {
  activityEvents,
  contributions,
  funds,
  organizations,
  paymentMethods,
  people,
  recurringGivingFunds,
  recurringGivings,
  users,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { seedDemoGiving } from '../src/seedGiving';
import { TestBrowser, type TestApp } from './helper';

export const PASSWORD = 'correct horse battery';

export interface PortalDonor {
  browser: TestBrowser;
  email: string;
  userId: number;
  userPrefixedId: string;
  organizationId: number;
  organizationPrefixedId: string;
  /** The processorId of the donor's saved card (used by both recurring gifts). */
  cardId: string;
  /** Prefixed ids of the donor's recurring gifts, oldest first. */
  recurringIds: string[];
}

async function organizationOf(db: Database, subdomain: string) {
  const [organization] = await db.select().from(organizations).where(eq(organizations.subdomain, subdomain));
  if (!organization) throw new Error(`no organization ${subdomain}`);
  return organization;
}

async function describeDonor(testApp: TestApp, browser: TestBrowser, email: string, subdomain: string) {
  const db = testApp.app.db;
  const organization = await organizationOf(db, subdomain);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const [card] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
  const gifts = await db
    .select()
    .from(recurringGivings)
    .where(eq(recurringGivings.donorUserId, user.id))
    .orderBy(asc(recurringGivings.id));
  return {
    browser,
    email,
    userId: user.id,
    userPrefixedId: user.prefixedId,
    organizationId: organization.id,
    organizationPrefixedId: organization.prefixedId,
    cardId: card?.processorId ?? '',
    recurringIds: gifts.map((gift) => gift.prefixedId),
  };
}

export async function signInDemoDonor(testApp: TestApp): Promise<PortalDonor> {
  const browser = new TestBrowser(testApp, 'demo.localhost');
  const response = await browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
  if (response.statusCode !== 200 && response.statusCode !== 204) {
    throw new Error(`demo login failed: ${response.statusCode} ${response.body}`);
  }
  return describeDonor(testApp, browser, DEMO_DONOR.email, 'demo');
}

/** Registers (and signs in) a donor at `subdomain` and gives them the demo donor's kind of data. */
export async function registerDonorWithGiving(
  testApp: TestApp,
  subdomain: string,
  email: string,
): Promise<PortalDonor> {
  const browser = new TestBrowser(testApp, `${subdomain}.localhost`);
  await browser.fetchCsrfCookie();
  const response = await browser.request({
    method: 'POST',
    url: '/register',
    payload: {
      first_name: 'Sam',
      last_name: 'Other',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const db = testApp.app.db;
  const organization = await organizationOf(db, subdomain);
  const existing = await db.select().from(funds).where(eq(funds.organizationId, organization.id));
  if (!existing.some((fund) => fund.name === 'Missions')) {
    await db
      .insert(funds)
      .values({ prefixedId: newPrefixedId('fund'), organizationId: organization.id, name: 'Missions' });
  }
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await seedDemoGiving(db, organization.id, user!.id);
  return describeDonor(testApp, browser, email, subdomain);
}

/** Every row the portal's mutations could touch, to prove a refused call changed nothing. */
export async function snapshotDonorData(app: FastifyInstance): Promise<string> {
  const db = app.db;
  const tables = {
    users: await db.select().from(users).orderBy(asc(users.id)),
    people: await db.select().from(people).orderBy(asc(people.id)),
    paymentMethods: await db.select().from(paymentMethods).orderBy(asc(paymentMethods.id)),
    recurringGivings: await db.select().from(recurringGivings).orderBy(asc(recurringGivings.id)),
    recurringGivingFunds: await db
      .select()
      .from(recurringGivingFunds)
      .orderBy(asc(recurringGivingFunds.recurringGivingId), asc(recurringGivingFunds.fundId)),
    contributions: await db.select().from(contributions).orderBy(asc(contributions.id)),
    activityEvents: await db.select().from(activityEvents).orderBy(asc(activityEvents.id)),
  };
  return JSON.stringify(tables);
}

export async function fundsOf(app: FastifyInstance, organizationId: number) {
  return app.db.select().from(funds).where(eq(funds.organizationId, organizationId)).orderBy(asc(funds.id));
}

/** A GraphQL call's first error's extensions and message. */
export function firstError(body: {
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}) {
  const error = body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(body)}`);
  return error;
}
