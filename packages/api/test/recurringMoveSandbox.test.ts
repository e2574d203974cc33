// Moving a church's recurring donors from Stripe in the sandbox (docs/PRODUCT.md §17): the old
// subscriptions, customers and cards read from a file shaped like Stripe's list answers, on the real
// app (PGlite or PostgreSQL). A dry run writes nothing; a run moves what we can keep and lists the
// rest; a second run moves nothing; each donor is told once with a working manage link; the recurring
// engine charges the moved card on the old next date; the donor claims the gift with the
// forgot-password email of the same address.
import { and, count, eq } from 'drizzle-orm';
import {
  adminActivity,
  contributions,
  outboxMessages,
  paymentMethods,
  recurringGiftMoves,
  recurringGivingFunds,
  recurringGivings,
  funds,
  users,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { TestBrowser, type TestApp } from './helper';
import { openRecurringEngineWorld, runDaily } from './recurringFlow';
import { fileOf, noonOf, runMove, stripeListsOf, type OldGiftSpec } from './recurringMoveWorld';

jest.setTimeout(60_000);

const world = openRecurringEngineWorld();
const { clock, mailbox } = world;
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
});

const ANA = 'ana.moved@example.org';
const gifts: OldGiftSpec[] = [
  // A new donor, Spanish at the old platform, to Missions through the fund map.
  {
    id: 'sub_ana',
    customer: 'cus_ana',
    email: ANA,
    locales: ['es-MX'],
    card: 'pm_ana',
    amount: 5000,
    price: 'price_missions',
    periodEnd: noonOf('2026-12-15'),
  },
  // An existing donor, matched by email whatever its capitals, weekly.
  {
    id: 'sub_demo',
    customer: 'cus_demo',
    email: DEMO_DONOR.email.toUpperCase(),
    card: 'pm_demo',
    amount: 2000,
    interval: 'week',
    periodEnd: noonOf('2026-12-06'),
  },
  {
    id: 'sub_two_months',
    customer: 'cus_cal',
    email: 'cal@example.org',
    card: 'pm_cal',
    amount: 3000,
    count: 2,
    periodEnd: noonOf('2026-12-20'),
  },
  {
    id: 'sub_cad',
    customer: 'cus_dee',
    email: 'dee@example.org',
    card: 'pm_dee',
    amount: 3000,
    currency: 'cad',
    periodEnd: noonOf('2026-12-20'),
  },
  {
    id: 'sub_no_card',
    customer: 'cus_eve',
    email: 'eve@example.org',
    card: null,
    amount: 3000,
    periodEnd: noonOf('2026-12-20'),
  },
  {
    id: 'sub_roof',
    customer: 'cus_fay',
    email: 'fay@example.org',
    card: 'pm_fay',
    amount: 3000,
    price: 'price_roof',
    periodEnd: noonOf('2026-12-20'),
  },
  // A file of every subscription may hold ones the donor canceled: moving them would restart giving.
  {
    id: 'sub_canceled',
    customer: 'cus_gus',
    email: 'gus@example.org',
    card: 'pm_gus',
    amount: 3000,
    status: 'canceled',
    periodEnd: noonOf('2026-11-20'),
  },
];
const fundMap = { price_missions: 'missions', price_roof: 'Roof Repair' };

async function counts() {
  const db = testApp.app.db;
  const [moves] = await db.select({ n: count() }).from(recurringGiftMoves);
  const [gifts] = await db.select({ n: count() }).from(recurringGivings);
  const [donors] = await db.select({ n: count() }).from(users);
  const [mail] = await db.select({ n: count() }).from(outboxMessages);
  const [cards] = await db.select({ n: count() }).from(paymentMethods);
  const [activity] = await db
    .select({ n: count() })
    .from(adminActivity)
    .where(eq(adminActivity.action, 'recurring.move'));
  return {
    moves: moves!.n,
    gifts: gifts!.n,
    donors: donors!.n,
    mail: mail!.n,
    cards: cards!.n,
    activity: activity!.n,
  };
}

async function movedGift(oldKey: string) {
  const [row] = await testApp.app.db
    .select({
      gift: recurringGivings,
      move: recurringGiftMoves,
      email: users.email,
      locale: users.locale,
      passwordHash: users.passwordHash,
    })
    .from(recurringGiftMoves)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGiftMoves.recurringGivingId))
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .where(eq(recurringGiftMoves.oldKey, oldKey));
  if (!row) throw new Error(`${oldKey} was not moved`);
  const parts = await testApp.app.db
    .select({ fund: funds.name, amount: recurringGivingFunds.giftAmount })
    .from(recurringGivingFunds)
    .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
    .where(eq(recurringGivingFunds.recurringGivingId, row.gift.id));
  const [card] = await testApp.app.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, row.gift.paymentMethodId!));
  return { ...row, parts, card: card! };
}

const REFUSED = [
  'Refused: 5',
  '  sub_two_months <cal@example.org>: its interval (2 month) is not one of ours (weekly, every other week, twice a month, monthly, quarterly, yearly)',
  '  sub_cad <dee@example.org>: it is in CAD, the church gives in USD',
  '  sub_no_card <eve@example.org>: it has no saved card we can charge',
  '  sub_roof <fay@example.org>: the church has no fund "Roof Repair": map it with --fund-map, or add it with fund:add',
  '  sub_canceled <gus@example.org>: it is canceled at the old platform, which no longer charges it: there is nothing to move',
];

describe('import:stripe-recurring --from-file (the sandbox)', () => {
  const file = fileOf('stripe.json', stripeListsOf(gifts));
  const map = fileOf('funds.json', fundMap);

  it('a dry run says what it would move and writes nothing', async () => {
    clock.setDay('2026-12-02');
    const before = await counts();
    expect(
      await runMove(testApp, clock.read(), { 'from-file': file, 'fund-map': map, 'dry-run': true }),
    ).toEqual([
      'Dry run: nothing was written.',
      'Subscriptions read: 7',
      'Gifts: 2 to move',
      'New donors: 1 to create (donor records without an account)',
      'Already moved: 0',
      ...REFUSED,
      'Old subscriptions not paused: 2: no Stripe account could be reached; stop them at the old platform before their next charge.',
      'Donors to tell "Your gift has moved": 2',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('moves what we can keep, with the same amount, interval, next date, fund and card, and refuses the rest', async () => {
    const before = await counts();
    expect(await runMove(testApp, clock.read(), { 'from-file': file, 'fund-map': map })).toEqual([
      'Subscriptions read: 7',
      'Gifts: 2 moved',
      'New donors: 1 created (donor records without an account)',
      'Already moved: 0',
      ...REFUSED,
      'Old subscriptions not paused: 2: no Stripe account could be reached; stop them at the old platform before their next charge.',
      'Donors told "Your gift has moved": 2',
    ]);
    expect(await counts()).toMatchObject({
      moves: before.moves + 2,
      gifts: before.gifts + 2,
      donors: before.donors + 1,
      cards: before.cards + 2,
    });

    const [logged] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'recurring.move'));
    expect(logged).toMatchObject({
      details: { source: 'file', read: 7, moved: 2, newDonors: 1, alreadyMoved: 0, refused: 5, paused: 0 },
    });
    const ana = await movedGift('sub_ana');
    expect(ana.gift).toMatchObject({
      status: 'active',
      scheduleType: 'monthly',
      giftAmount: 5000,
      nextOccurrence: '2026-12-15',
      startDate: '2026-12-15',
    });
    expect(ana.parts).toEqual([{ fund: 'Missions', amount: 5000 }]);
    // A donor record without an account, in the language the old platform knew.
    expect(ana).toMatchObject({ email: ANA, locale: 'es', passwordHash: null });
    expect(ana.card).toMatchObject({
      processorMode: 'sandbox',
      processorId: 'pm_sbx_moved_pm_ana',
      brand: 'visa',
      lastFour: '4242',
      expMonth: 8,
      expYear: 2030,
      isPrimary: true,
    });
    expect(ana.move).toMatchObject({ oldSubscriptionId: 'sub_ana', oldPausedAt: null, oldCanceledAt: null });

    const demo = await movedGift('sub_demo');
    expect(demo).toMatchObject({ email: DEMO_DONOR.email });
    expect(demo.gift).toMatchObject({
      scheduleType: 'weekly',
      giftAmount: 2000,
      nextOccurrence: '2026-12-06',
    });
    expect(demo.parts).toEqual([{ fund: 'General Fund', amount: 2000 }]);
    // The demo donor's own primary card stays primary.
    expect(demo.card.isPrimary).toBe(false);
  });

  it('tells each moved donor once, in their language, with a manage link that opens the gift', async () => {
    const [mail, ...more] = mailbox.all().filter((m) => m.to.includes(ANA));
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Su donación a Grace Community Church se ha trasladado');
    expect(mail!.text).toContain(
      '$50.00 cada mes para Missions, la próxima el 15 de diciembre de 2026, cobrada a su Visa terminada en 4242.',
    );
    const token = /\/manage\/([\w.-]+)/.exec(mail!.links[0] ?? '')?.[1];
    const browser = new TestBrowser(testApp);
    await browser.fetchCsrfCookie();
    const opened = await browser.request({ method: 'POST', url: '/manage-link', payload: { token } });
    expect(opened.statusCode).toBe(200);
    expect(JSON.stringify(opened.json())).toContain((await movedGift('sub_ana')).gift.prefixedId);

    const demoMail = mailbox
      .all()
      .filter((m) => m.to.includes(DEMO_DONOR.email) && m.subject.includes('has moved'));
    expect(demoMail).toHaveLength(1);
    expect(demoMail[0]!.subject).toBe('Your gift to Grace Community Church has moved');
  });

  it('a second run moves nothing and tells no one again', async () => {
    const before = await counts();
    expect(await runMove(testApp, clock.read(), { 'from-file': file, 'fund-map': map })).toEqual([
      'Subscriptions read: 7',
      'Gifts: 0 moved',
      'New donors: 0 created (donor records without an account)',
      'Already moved: 2',
      ...REFUSED,
      'Donors told "Your gift has moved": 0',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('the recurring engine charges the moved card on the old next date', async () => {
    const { gift } = await movedGift('sub_ana');
    await runDaily(testApp, clock, '2026-12-14', '2026-12-15');
    const charged = await testApp.app.db
      .select()
      .from(contributions)
      .where(and(eq(contributions.recurringGivingId, gift.id), eq(contributions.status, 'succeeded')));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ chargedAmount: 5000, cardLastFour: '4242' });
    expect((await movedGift('sub_ana')).gift.nextOccurrence).toBe('2027-01-15');
  });

  it('the donor claims the gift with the forgot-password email of the same address (registering it is refused)', async () => {
    const browser = new TestBrowser(testApp);
    await browser.fetchCsrfCookie();
    const registered = await browser.request({
      method: 'POST',
      url: '/register',
      payload: {
        first_name: 'Ana',
        last_name: 'López',
        email: ANA,
        password: 'correct horse',
        password_confirmation: 'correct horse',
      },
    });
    expect(registered.statusCode).toBe(422);
    expect(registered.json().errors.email).toEqual(['The email has already been taken.']);

    const forgot = await browser.request({
      method: 'POST',
      url: '/forgot-password',
      payload: { email: ANA },
      headers: { 'x-requested-by': 'halo-give' },
    });
    expect(forgot.statusCode).toBe(200);
    const link = mailbox.latestTo(ANA)!.links[0]!;
    expect(link).toMatch(/\/reset-password\/[\w-]+\?mode=set$/);
    const token = /\/reset-password\/([\w-]+)/.exec(link)![1];
    const reset = await browser.request({
      method: 'POST',
      url: '/reset-password',
      payload: { token, email: ANA, password: 'correct horse', password_confirmation: 'correct horse' },
    });
    expect(reset.statusCode).toBe(200);

    const donor = new TestBrowser(testApp);
    expect((await donor.login(ANA, 'correct horse')).statusCode).toBe(200);
    const org = (await donor.graphql('query { me { tenant { primaryOrganization { prefixedId } } } }')).json()
      .data.me.tenant.primaryOrganization.prefixedId;
    const listed = await donor.graphql(
      'query($org: ID!) { donorRecurringGivings(organizationPrefixedId: $org) { items { prefixedId status } } }',
      { org },
    );
    const { gift } = await movedGift('sub_ana');
    expect(listed.json().data.donorRecurringGivings.items).toEqual([
      { prefixedId: gift.prefixedId, status: 'active' },
    ]);
    // Out of the engine's later simulated days.
    world.ended.push(gift.prefixedId, (await movedGift('sub_demo')).gift.prefixedId);
  });
});

describe('import:stripe-recurring --schedule (subscriptions that did not come along)', () => {
  const schedule = [
    'customer,payment_method,amount,interval,next_date,fund',
    'cus_gus,pm_gus,25.00,twice a month,2026-12-14,Building Fund',
    'cus_gus,pm_gus,10,every 3 weeks,2026-12-14,',
    'cus_nobody,pm_x,10,monthly,2026-12-14,',
  ].join('\n');
  const file = fileOf(
    'customers.json',
    stripeListsOf(
      [{ id: '-', customer: 'cus_gus', email: 'gus@example.org', card: 'pm_gus', amount: 0, periodEnd: 0 }],
      false,
    ),
  );

  it('moves each line it can keep, once, in Spanish when the CLI speaks it', async () => {
    clock.setDay('2026-12-02');
    const scheduleFile = fileOf('schedule.csv', schedule);
    const first = await runMove(testApp, clock.read(), { 'from-file': file, schedule: scheduleFile }, 'es');
    expect(first).toEqual([
      'Líneas del calendario leídas: 3',
      'Donaciones: 1 trasladadas',
      'Donantes nuevos: 1 creados (registros de donante sin cuenta)',
      'Ya trasladadas: 0',
      'Rechazadas: 2',
      '  line 3, interval: su intervalo (every 3 weeks) no es uno de los nuestros (semanal, cada dos semanas, dos veces al mes, mensual, trimestral, anual)',
      '  line 4: el cliente cus_nobody no está entre los clientes leídos',
      'Donantes avisados «Su donación se ha trasladado»: 1',
    ]);
    const [row] = await testApp.app.db
      .select({ gift: recurringGivings, move: recurringGiftMoves })
      .from(recurringGiftMoves)
      .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGiftMoves.recurringGivingId))
      .where(eq(recurringGiftMoves.oldKey, 'schedule:cus_gus:pm_gus:2500:twice_a_month:building fund'));
    expect(row!.gift).toMatchObject({
      scheduleType: 'twice_a_month',
      giftAmount: 2500,
      nextOccurrence: '2026-12-14',
    });
    expect(row!.move.oldSubscriptionId).toBeNull();
    world.ended.push(row!.gift.prefixedId);

    const again = await runMove(testApp, clock.read(), { 'from-file': file, schedule: scheduleFile });
    expect(again.slice(1, 4)).toEqual([
      'Gifts: 0 moved',
      'New donors: 0 created (donor records without an account)',
      'Already moved: 1',
    ]);
    expect(mailbox.all().filter((m) => m.to.includes('gus@example.org'))).toHaveLength(1);
  });

  it('refuses a file not shaped like Stripe’s list answers, and a schedule without its columns, writing nothing', async () => {
    const before = await counts();
    await expect(
      runMove(testApp, clock.read(), { 'from-file': fileOf('bad.json', { customers: [{ email: 'x' }] }) }),
    ).rejects.toMatchObject({
      lines: [expect.stringMatching(/is not shaped like Stripe's list answers: customers/)],
    });
    await expect(
      runMove(testApp, clock.read(), {
        'from-file': file,
        schedule: fileOf('bad.csv', 'customer,amount\ncus_gus,10\n'),
      }),
    ).rejects.toMatchObject({
      lines: [
        '--schedule: the first row lacks payment_method, interval, next_date (the header: customer,payment_method,amount,interval,next_date,fund).',
      ],
    });
    await expect(runMove(testApp, clock.read(), { 'from-file': file })).rejects.toMatchObject({
      lines: [
        expect.stringMatching(/has no "subscriptions" list: give the gifts to move with --schedule\.$/),
      ],
    });
    await expect(runMove(testApp, clock.read(), {})).rejects.toMatchObject({
      lines: [
        'This server has no Stripe keys (STRIPE_SECRET_KEY), so it cannot read the old subscriptions: use --from-file.',
      ],
    });
    expect(await counts()).toEqual(before);
  });
});

describe('import:stripe-recurring and an account whose email is not proved yet', () => {
  it('waits for the owner to verify the address, so whoever registered it first never sees the gift', async () => {
    clock.setDay('2026-12-02');
    const email = 'sam.registered@example.org';
    const browser = new TestBrowser(testApp);
    await browser.fetchCsrfCookie();
    const registered = await browser.request({
      method: 'POST',
      url: '/register',
      payload: {
        first_name: 'Sam',
        last_name: 'Reyes',
        email,
        password: 'correct horse',
        password_confirmation: 'correct horse',
      },
    });
    expect(registered.statusCode).toBe(201);
    const file = fileOf(
      'sam.json',
      stripeListsOf([
        {
          id: 'sub_sam',
          customer: 'cus_sam',
          email,
          card: 'pm_sam',
          amount: 1800,
          periodEnd: noonOf('2026-12-20'),
        },
      ]),
    );
    expect(await runMove(testApp, clock.read(), { 'from-file': file })).toEqual([
      'Subscriptions read: 1',
      'Gifts: 0 moved',
      'New donors: 0 created (donor records without an account)',
      'Already moved: 0',
      'Refused: 1',
      `  sub_sam <${email}>: an account with this email has not proved it yet: the gift moves once its owner verifies it (or the unproved account is removed after 7 days)`,
      'Donors told "Your gift has moved": 0',
    ]);

    const token = /\/verify-email\/([\w-]+)/.exec(mailbox.latestTo(email)!.links[0] ?? '')![1];
    expect(
      (await browser.request({ method: 'POST', url: '/email/verify', payload: { token } })).statusCode,
    ).toBe(200);
    expect(await runMove(testApp, clock.read(), { 'from-file': file })).toContain('Gifts: 1 moved');
    world.ended.push((await movedGift('sub_sam')).gift.prefixedId);
  });
});
