// The weekly email of the donor lists (docs/PRODUCT.md §15): from Monday 07:00 on each church's own
// clock, one email per administrator who may view gifts and has not turned it off, in her language,
// with each list's size and its change since last week and a plain link to the console's Donors, never
// a donor's name or email. Exactly once per church and week: not again on later passes, nor from a
// second API instance at the same moment, and a pass that dies before its commit leaves nothing, so
// the next one sends the week whole. A church whose lists are empty two weeks running is written
// nothing. The console's read-only preview (adminDonorListsWeeklyEmailPreview) is the same message,
// in the administrator's language, for who may view gifts. Two instances on one database, moved by
// one clock; PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import {
  contributions,
  donorListWeeklyEmails,
  organizations,
  outboxMessages,
  users,
  type OrganizationRow,
} from '../src/db/schema';
import type { Database } from '../src/db/database';
import { newPrefixedId } from '../src/db/prefixedId';
import { organizationUrl } from '../src/core/organizationUrl';
import { sendWeeklyDonorListsEmail } from '../src/admin/donorLists/weeklyDonorListsEmailPass';
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';
import { DEMO_OWNER, HOPE_OWNER, signIn, type Answer } from './adminFixtures';
import type { TestBrowser } from './helper';
import { createDonor } from './reportFixtures';
import { openRecurringWorld } from './recurringWorld';

jest.setTimeout(120_000);

const world = openRecurringWorld('2026-12-04');
const { clock, mailbox } = world;

const RECORDER = {
  email: 'recorder@example.com',
  firstName: 'Rita',
  lastName: 'Recorder',
  password: 'recorder-admin-1234',
  abilities: ['record-gifts'],
};
const HOPE_GIVER = {
  email: 'hope-giver@example.com',
  firstName: 'Gil',
  lastName: 'Giver',
  password: 'x-1234-giver',
};

const SUBJECT = /^This week's donor lists at |^Las listas de donantes de esta semana en /;
const WEEKLY = `query($org: ID!) { adminDonorListsWeeklyEmail(organizationPrefixedId: $org) }`;
const PREVIEW = `query($org: ID!) { adminDonorListsWeeklyEmailPreview(organizationPrefixedId: $org) {
  weekStart made sendsEmail subject text } }`;
const SET_WEEKLY = `mutation($org: ID!, $enabled: Boolean!) {
  setAdminDonorListsWeeklyEmail(organizationPrefixedId: $org, enabled: $enabled) }`;

let demo: OrganizationRow;
let hope: OrganizationRow;

/** The weekly emails queued to `to`, oldest first: the outbox's rows, so a duplicate cannot hide. */
async function weeklyEmailsTo(to: string) {
  const rows = await world.testApp.app.db.select().from(outboxMessages).orderBy(outboxMessages.id);
  return rows
    .map((row) => row.message)
    .filter((message) => message.to === to && SUBJECT.test(message.subject));
}

async function weekRows(organizationId: number) {
  return world.testApp.app.db
    .select()
    .from(donorListWeeklyEmails)
    .where(eq(donorListWeeklyEmails.organizationId, organizationId))
    .orderBy(donorListWeeklyEmails.weekStart);
}

async function passAt(instant: string) {
  clock.setDay(instant.slice(0, 10), instant.slice(11));
  const summary = await world.testApp.app.weeklyDonorListsEmail.runOnce();
  await world.testApp.app.outbox.drain();
  return summary;
}

beforeAll(async () => {
  const { db } = world.testApp.app;
  await createDonor(world.testApp, 'demo', DEMO_OWNER);
  await createDonor(world.testApp, 'hope', { ...HOPE_OWNER, locale: 'es' });
  await createDonor(world.testApp, 'demo', RECORDER);
  [demo] = (await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'))) as [
    OrganizationRow,
  ];
  [hope] = (await db.select().from(organizations).where(eq(organizations.subdomain, 'hope'))) as [
    OrganizationRow,
  ];
});

describe('the weekly email of the donor lists', () => {
  it('waits for Monday 07:00 on each church clock, then writes to each administrator who may view gifts', async () => {
    // 06:30 in Chicago (demo), 05:30 in Denver (hope): no week is due yet.
    expect(await passAt('2026-12-07T12:30:00Z')).toEqual({ weeks: 0, emails: 0 });
    expect(await weekRows(demo.id)).toEqual([]);

    // 07:00 in Chicago, 06:00 in Denver: the demo church only.
    const summary = await passAt('2026-12-07T13:00:00Z');
    expect(summary.weeks).toBe(1);
    expect(await weekRows(hope.id)).toEqual([]);
    const [week] = await weekRows(demo.id);
    expect(week!.weekStart).toBe('2026-12-07');
    expect(week!.emailsQueued).toBe(summary.emails);

    const [email] = await weeklyEmailsTo(DEMO_OWNER.email);
    expect(email!.subject).toBe("This week's donor lists at Grace Community Church");
    const { sizes } = week!;
    const donorsUrl = organizationUrl(world.testApp.app.config.publicUrl, 'demo', '/admin/donors');
    expect(email!.text.split('\n')).toEqual([
      "Grace Community Church's donor lists for the week of December 7, 2026:",
      '',
      `- First-time givers (last 30 days): ${sizes.firstTime} (no figure from last week to compare)`,
      `- Lapsed givers (gave in the 12 months before, not in the last 90 days): ${sizes.lapsed} (no figure from last week to compare)`,
      `- Top givers (last 30 days, at most 25): ${sizes.topGivers} (no figure from last week to compare)`,
      `- Recurring gifts at risk: ${sizes.atRisk} (no figure from last week to compare)`,
      '',
      'See the lists in the console (sign in as usual):',
      donorsUrl,
      '',
      'You get this email because you can see the church’s donors. To stop it, turn off “Email me a summary of these lists every Monday” under Donor lists in the console’s Donors.',
    ]);
    expect(email!.html).toContain(`<a href="${donorsUrl}">`);
    // The demo church has donors on its lists; none is named, and the link carries nothing.
    expect(sizes.firstTime + sizes.lapsed + sizes.topGivers + sizes.atRisk).toBeGreaterThan(0);
    expect(`${email!.text}${email!.html}`).not.toContain(DEMO_DONOR.email);
    expect(`${email!.text}${email!.html}`).not.toMatch(/Jordan|Rivera|token|\?/);
    expect(await weeklyEmailsTo(DEMO_ADMIN.email)).toHaveLength(1);
    // 'record-gifts' alone does not show the lists: nothing for her.
    expect(await weeklyEmailsTo(RECORDER.email)).toEqual([]);
    expect(
      mailbox.all().filter((mail) => mail.to.includes(DEMO_OWNER.email) && SUBJECT.test(mail.subject)),
    ).toHaveLength(1);

    // 07:00 in Denver: the hope church's lists are empty, so its week is taken and nobody written to.
    await passAt('2026-12-07T14:00:00Z');
    const [hopeWeek] = await weekRows(hope.id);
    expect(hopeWeek).toMatchObject({
      weekStart: '2026-12-07',
      emailsQueued: 0,
      sizes: { firstTime: 0, lapsed: 0, topGivers: 0, atRisk: 0 },
    });
    expect(await weeklyEmailsTo(HOPE_OWNER.email)).toEqual([]);

    // Later passes that week find it done.
    expect(await passAt('2026-12-09T15:00:00Z')).toEqual({ weeks: 0, emails: 0 });
    expect(await weeklyEmailsTo(DEMO_OWNER.email)).toHaveLength(1);
  });

  it('lets each administrator turn her own email off and on', async () => {
    const owner = await signIn(world.testApp, DEMO_OWNER, 'demo.localhost');
    const read = async () => ((await owner.graphql(WEEKLY, { org: demo.prefixedId })).json() as Answer).data;
    expect(await read()).toEqual({ adminDonorListsWeeklyEmail: true });
    const off = (await owner.graphql(SET_WEEKLY, { org: demo.prefixedId, enabled: false })).json() as Answer;
    expect(off).toEqual({ data: { setAdminDonorListsWeeklyEmail: false } });
    expect(await read()).toEqual({ adminDonorListsWeeklyEmail: false });
    // Twice is the same.
    await owner.graphql(SET_WEEKLY, { org: demo.prefixedId, enabled: false });
    expect(await read()).toEqual({ adminDonorListsWeeklyEmail: false });
    // Her choice is hers: the other administrator's stays on.
    const admin = await signIn(world.testApp, DEMO_ADMIN, 'demo.localhost');
    expect(((await admin.graphql(WEEKLY, { org: demo.prefixedId })).json() as Answer).data).toEqual({
      adminDonorListsWeeklyEmail: true,
    });
  });

  it('sends the next week once across two instances racing, in Spanish, with the change since last week', async () => {
    const { db } = world.testApp.app;
    const giver = await createDonor(world.testApp, 'hope', HOPE_GIVER);
    await db.insert(contributions).values({
      prefixedId: newPrefixedId('con'),
      organizationId: hope.id,
      donorUserId: giver.user.id,
      chargedAmount: 5000,
      fee: 0,
      netAmount: 5000,
      currency: 'USD',
      status: 'succeeded',
      refundedAmount: 0,
      processorMode: 'sandbox',
      date: '2026-12-10',
    });
    clock.setDay('2026-12-14', '15:00:00Z');
    const { app } = world.testApp;
    const passes = await Promise.all([
      app.weeklyDonorListsEmail.runOnce(),
      world.second.weeklyDonorListsEmail.runOnce(),
    ]);
    await Promise.all([app.weeklyDonorListsEmail.runOnce(), world.second.weeklyDonorListsEmail.runOnce()]);
    expect(passes.reduce((weeks, pass) => weeks + pass.weeks, 0)).toBe(2);
    await app.outbox.drain();

    const hopeEmails = await weeklyEmailsTo(HOPE_OWNER.email);
    expect(hopeEmails).toHaveLength(1);
    expect(hopeEmails[0]!.subject).toBe('Las listas de donantes de esta semana en Hope Fellowship');
    const lines = hopeEmails[0]!.text.split('\n');
    expect(lines[0]).toMatch(
      /^Las listas de donantes de Hope Fellowship de la semana del 14 de diciembre de 2026:$/,
    );
    expect(lines).toContain('- Donantes por primera vez (últimos 30 días): 1 (1 más que la semana pasada)');
    expect(lines).toContain(
      '- Principales donantes (últimos 30 días, como máximo 25): 1 (1 más que la semana pasada)',
    );
    expect(lines).toContain(
      '- Donantes inactivos (donaron en los 12 meses anteriores, no en los últimos 90 días): 0 (igual que la semana pasada)',
    );
    expect(lines).toContain('Ve las listas en la consola (inicia sesión como siempre):');
    expect(hopeEmails[0]!.text).not.toContain(HOPE_GIVER.email);
    expect(hopeEmails[0]!.text).not.toContain('Gil');

    // The demo church's second week: one each, not to the administrator who turned it off.
    expect((await weekRows(demo.id)).map((row) => row.weekStart)).toEqual(['2026-12-07', '2026-12-14']);
    expect(await weeklyEmailsTo(DEMO_OWNER.email)).toHaveLength(1);
    const adminEmails = await weeklyEmailsTo(DEMO_ADMIN.email);
    expect(adminEmails).toHaveLength(2);
    expect(adminEmails[1]!.text).toMatch(
      /First-time givers \(last 30 days\): \d+ \((same as last week|up \d+ since last week|down \d+ since last week)\)/,
    );
  });

  it('leaves nothing when a pass dies before its commit, and the next pass sends the week whole', async () => {
    const { db } = world.testApp.app;
    const before = (await db.select().from(outboxMessages)).length;
    // A process killed after queuing the emails, before the commit: the transaction rolls back.
    const dying = {
      transaction: (work: (tx: Database) => Promise<unknown>) =>
        db.transaction(async (tx) => {
          await work(tx);
          throw new Error('killed');
        }),
    } as unknown as Database;
    clock.setDay('2026-12-21', '15:00:00Z');
    await expect(
      sendWeeklyDonorListsEmail(
        dying,
        world.testApp.app.config.publicUrl,
        demo,
        { weekStart: '2026-12-21', previousWeekStart: '2026-12-14' },
        '2026-12-21',
      ),
    ).rejects.toThrow('killed');
    expect((await db.select().from(outboxMessages)).length).toBe(before);
    expect((await weekRows(demo.id)).map((row) => row.weekStart)).not.toContain('2026-12-21');

    await passAt('2026-12-21T15:00:00Z');
    expect(await weeklyEmailsTo(DEMO_ADMIN.email)).toHaveLength(3);
  });

  it('writes again to an administrator who turned it back on, and never to one who lost the ability', async () => {
    const owner = await signIn(world.testApp, DEMO_OWNER, 'demo.localhost');
    await owner.graphql(SET_WEEKLY, { org: demo.prefixedId, enabled: true });
    const { db } = world.testApp.app;
    await db
      .update(users)
      .set({ abilities: ['record-gifts'] })
      .where(eq(users.email, DEMO_ADMIN.email));
    await passAt('2026-12-28T15:00:00Z');
    expect(await weeklyEmailsTo(DEMO_OWNER.email)).toHaveLength(2);
    expect(await weeklyEmailsTo(DEMO_ADMIN.email)).toHaveLength(3);
    const [last] = await db
      .select()
      .from(donorListWeeklyEmails)
      .where(
        and(
          eq(donorListWeeklyEmails.organizationId, demo.id),
          eq(donorListWeeklyEmails.weekStart, '2026-12-28'),
        ),
      );
    expect(last!.emailsQueued).toBe(1);
  });

  it('previews this week’s email as each administrator gets it, read-only, in her language', async () => {
    const { db } = world.testApp.app;
    const preview = async (browser: TestBrowser, org = demo.prefixedId) =>
      (await browser.graphql(PREVIEW, { org })).json() as Answer;

    // This week's was made on Monday: the preview is the email she got, word for word.
    clock.setDay('2026-12-30', '15:00:00Z');
    let owner = await signIn(world.testApp, DEMO_OWNER, 'demo.localhost');
    const sent = (await weeklyEmailsTo(DEMO_OWNER.email)).at(-1)!;
    expect((await preview(owner)).data.adminDonorListsWeeklyEmailPreview).toEqual({
      weekStart: '2026-12-28',
      made: true,
      sendsEmail: true,
      subject: sent.subject,
      text: sent.text,
    });

    // Monday before 07:00: next week's email, from the lists now against last week's figures.
    clock.setDay('2027-01-04', '10:00:00Z');
    owner = await signIn(world.testApp, DEMO_OWNER, 'demo.localhost');
    const outboxBefore = (await db.select().from(outboxMessages)).length;
    const early = (await preview(owner)).data.adminDonorListsWeeklyEmailPreview;
    expect(early).toMatchObject({
      weekStart: '2027-01-04',
      made: false,
      sendsEmail: true,
      subject: "This week's donor lists at Grace Community Church",
    });
    expect(early.text).toMatch(/^Grace Community Church's donor lists for the week of January 4, 2027:\n/);
    expect(early.text).toMatch(
      /- Recurring gifts at risk: \d+ \((same as last week|up \d+ since last week|down \d+ since last week)\)/,
    );
    // Nothing sent, nothing claimed: Monday's pass still makes the week.
    expect((await db.select().from(outboxMessages)).length).toBe(outboxBefore);
    expect((await weekRows(demo.id)).map((row) => row.weekStart)).not.toContain('2027-01-04');

    // Her language, not the request's: Hope's owner reads Spanish.
    const hopeOwner = await signIn(world.testApp, HOPE_OWNER, 'hope.localhost');
    const spanish = (await preview(hopeOwner, hope.prefixedId)).data.adminDonorListsWeeklyEmailPreview;
    expect(spanish.subject).toBe('Las listas de donantes de esta semana en Hope Fellowship');
    expect(spanish.text).toContain('- Donantes por primera vez (últimos 30 días): ');
    expect(spanish.text).not.toContain(HOPE_GIVER.email);

    // Like the setting, for who may view gifts; another church is not found.
    const recorder = await signIn(world.testApp, RECORDER, 'demo.localhost');
    expect((await preview(recorder)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await preview(hopeOwner)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
