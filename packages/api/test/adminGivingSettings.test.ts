// The admin console's "Giving page", "Funds" and "Allowed websites" against the real server: the
// changes apply, the church rules shared with the halo CLI refuse bad input in the request's
// language with nothing written, and each change is in the administrators' activity.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drawQrCode } from '../src/admin/secondFactor/authenticatorCode';
import { organizationUrl } from '../src/core/organizationUrl';
import { organizations } from '../src/db/schema';
import {
  buildAdminWorld,
  DEMO_OWNER,
  refreshFundIds,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { proveSecondFactor } from './secondFactorFixtures';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-admin-settings-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const FUND = 'prefixedId name isDefault isOnlineGivingVisible isEnabled position';
const PAGE = `displayName logoUrl brandColor fixedAmounts minAmount maxAmount feePercentBps feeFixedCents
  givingMessage isInMaintenance funds { ${FUND} } allowedWebsites`;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  // The activity log is the team's ('manage-team'): read behind the second factor.
  await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(document: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

async function refusedWithNothingWritten(
  document: string,
  variables: Record<string, unknown>,
  locale = 'en',
): Promise<NonNullable<Answer['errors']>[number]> {
  const before = await snapshotDatabase(testApp.app);
  const answer = await call(document, variables, locale);
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
  expect(answer.data ?? null).toBeNull();
  return answer.errors![0]!;
}

const UPDATE = `mutation($org: ID!, $input: GivingPageInput!) {
  updateGivingPage(organizationPrefixedId: $org, input: $input) { ${PAGE} } }`;

async function lastActivity() {
  const answer = await call(
    'query($org: ID!) { adminActivity(organizationPrefixedId: $org, first: 1) { items { source actor action details } } }',
  );
  return answer.data.adminActivity.items[0];
}

describe('Giving page', () => {
  it("gives the church's hosted page address and exactly that address as its QR code", async () => {
    const answer = await call(
      'query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { link qrCode { size path } } }',
    );
    const { link, qrCode } = answer.data.adminGivingPage;
    expect(link).toBe(organizationUrl(testApp.app.config.publicUrl, 'demo'));
    expect(new URL(link).hostname.startsWith('demo.')).toBe(true);
    expect(qrCode).toEqual(drawQrCode(link));
  });

  it('refuses null for a setting a church always has, naming each field, in the request language', async () => {
    const error = await refusedWithNothingWritten(
      UPDATE,
      { input: { isInMaintenance: null, minAmount: null, displayName: 'Kept out' } },
      'es',
    );
    expect(error.extensions).toMatchObject({
      category: 'validation',
      validation: {
        isInMaintenance: ['Este campo es obligatorio'],
        minAmount: ['Este campo es obligatorio'],
      },
    });
  });

  it('changes only the settings given, and records who did it', async () => {
    const answer = await call(UPDATE, {
      input: {
        displayName: '  Grace Church Online ',
        brandColor: '#1D4ED8',
        givingMessage: ' Thank you for your generosity. ',
        fixedAmounts: [1500, 3000],
        minAmount: 500,
        maxAmount: 500000,
        feePercentBps: 250,
        feeFixedCents: 25,
        logoUrl: 'https://cdn.example.org/grace.png',
        isInMaintenance: true,
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateGivingPage).toMatchObject({
      displayName: 'Grace Church Online',
      brandColor: '#1d4ed8',
      givingMessage: 'Thank you for your generosity.',
      fixedAmounts: [1500, 3000],
      minAmount: 500,
      maxAmount: 500000,
      feePercentBps: 250,
      feeFixedCents: 25,
      logoUrl: 'https://cdn.example.org/grace.png',
      isInMaintenance: true,
    });
    const [row] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, world.demoOrg.id));
    expect(row).toMatchObject({
      displayName: 'Grace Church Online',
      brandColor: '#1d4ed8',
      isInMaintenance: true,
    });

    const off = await call(UPDATE, {
      input: { isInMaintenance: false, givingMessage: '', brandColor: null },
    });
    expect(off.data.updateGivingPage).toMatchObject({
      isInMaintenance: false,
      givingMessage: null,
      brandColor: null,
      displayName: 'Grace Church Online',
    });
    expect(await lastActivity()).toMatchObject({
      source: 'console',
      actor: DEMO_OWNER.email,
      action: 'givingPage.update',
    });
    expect(JSON.parse((await lastActivity()).details)).toEqual({
      isInMaintenance: false,
      givingMessage: '',
      brandColor: null,
    });
  });

  it('refuses a brand colour white text cannot be read on, in English and Spanish', async () => {
    const en = await refusedWithNothingWritten(UPDATE, {
      input: { brandColor: '#FFFF00', displayName: 'X' },
    });
    expect(en.extensions).toMatchObject({ category: 'validation' });
    expect(en.extensions.validation.brandColor[0]).toBe(
      'White text on #ffff00 is hard to read (contrast 1.0:1; at least 4.5:1 is needed): choose a darker color.',
    );
    const es = await refusedWithNothingWritten(UPDATE, { input: { brandColor: 'yellow' } }, 'es');
    expect(es.extensions.validation.brandColor).toEqual([
      'Escribe el color de la marca como #rrggbb, por ejemplo #1d4ed8.',
    ]);
  });

  it('refuses amounts the shared church rules refuse', async () => {
    const range = await refusedWithNothingWritten(UPDATE, { input: { minAmount: 9000, maxAmount: 100 } });
    expect(range.extensions.validation).toEqual({
      maxAmount: ['The minimum must be above zero and the maximum cannot be lower than the minimum.'],
    });
    const presets = await refusedWithNothingWritten(UPDATE, { input: { fixedAmounts: [100] } }, 'es');
    expect(presets.extensions.validation.fixedAmounts).toEqual([
      'Cada importe predefinido debe estar entre el mínimo y el máximo.',
    ]);
    const text = await refusedWithNothingWritten(UPDATE, { input: { minAmount: 'ten' } });
    expect(Object.keys(text.extensions.validation)).toEqual(['minAmount']);
    const long = await refusedWithNothingWritten(UPDATE, { input: { givingMessage: 'x'.repeat(281) } });
    expect(long.extensions.validation.givingMessage).toEqual([
      'The message above the form may have at most 280 characters.',
    ]);
    const nothing = await refusedWithNothingWritten(UPDATE, { input: {} });
    expect(nothing.message).toBe('Nothing to change: give at least one setting.');
  });
});

describe('Text-to-give number', () => {
  it("sets it in E.164, refuses a malformed one and another church's in the request language, and removes it", async () => {
    const set = await call(UPDATE.replace('allowedWebsites', 'allowedWebsites smsNumber'), {
      input: { smsNumber: '+1 (555) 222-3333' },
    });
    expect(set.data.updateGivingPage.smsNumber).toBe('+15552223333');
    const activity = await lastActivity();
    expect([activity.action, JSON.parse(activity.details)]).toEqual([
      'givingPage.update',
      { smsNumber: '+1 (555) 222-3333' },
    ]);
    const malformed = await refusedWithNothingWritten(UPDATE, { input: { smsNumber: '5552223333' } }, 'es');
    expect(malformed.extensions.validation).toEqual({
      smsNumber: [
        '"5552223333" no es un número de teléfono en formato E.164: + seguido del código de país y el número, como +15551234567.',
      ],
    });
    await testApp.app.db
      .update(organizations)
      .set({ smsNumber: '+15554445555' })
      .where(eq(organizations.subdomain, 'hope'));
    const taken = await refusedWithNothingWritten(UPDATE, { input: { smsNumber: '+15554445555' } });
    expect(taken.extensions.validation).toEqual({
      smsNumber: ['The number +15554445555 is already the text-to-give number of another church.'],
    });
    const removed = await call(UPDATE.replace('allowedWebsites', 'allowedWebsites smsNumber'), {
      input: { smsNumber: '' },
    });
    expect(removed.data.updateGivingPage.smsNumber).toBeNull();
  });
});

describe('Funds', () => {
  const ADD = `mutation($org: ID!, $name: String!, $visible: Boolean) {
    addFund(organizationPrefixedId: $org, name: $name, isOnlineGivingVisible: $visible) { ${FUND} } }`;
  const CHANGE = `mutation($org: ID!, $fund: ID!, $input: FundChangesInput!) {
    updateFund(organizationPrefixedId: $org, fundPrefixedId: $fund, input: $input) { ${FUND} } }`;
  const REORDER = `mutation($org: ID!, $ids: [ID!]!) { reorderFunds(organizationPrefixedId: $org, fundPrefixedIds: $ids) { ${FUND} } }`;

  it('adds a fund last, renames it, hides it, and puts the funds in a new order', async () => {
    await refreshFundIds(testApp, world);
    const added = await call(ADD, { name: ' Youth Camp ', visible: true });
    expect(added.errors).toBeUndefined();
    const fund = added.data.addFund;
    expect(fund).toMatchObject({ name: 'Youth Camp', isDefault: false, isEnabled: true });
    const listed = await call(
      'query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { funds { prefixedId } } }',
    );
    expect(listed.data.adminGivingPage.funds.at(-1)).toEqual({ prefixedId: fund.prefixedId });

    const renamed = await call(CHANGE, {
      fund: fund.prefixedId,
      input: { name: 'Summer Camp', isOnlineGivingVisible: false },
    });
    expect(renamed.data.updateFund).toMatchObject({ name: 'Summer Camp', isOnlineGivingVisible: false });

    const order = [fund.prefixedId, ...[...world.demoFundIds].reverse()];
    const reordered = await call(REORDER, { ids: order });
    expect(reordered.data.reorderFunds.map((row: { prefixedId: string }) => row.prefixedId)).toEqual(order);
    const page = await call(
      `query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { funds { prefixedId } } }`,
    );
    expect(page.data.adminGivingPage.funds.map((row: { prefixedId: string }) => row.prefixedId)).toEqual(
      order,
    );
    expect((await lastActivity()).action).toBe('fund.reorder');

    // The giving form lists the visible funds in that order, the default fund first.
    const form = (await owner.request({ url: '/api/online-giving/demo' })).json() as {
      onlineGiving: { funds: { prefixedId: string }[] };
    };
    expect(form.onlineGiving.funds.map((row) => row.prefixedId)).toEqual([
      world.generalFundId,
      ...order.slice(1).filter((id) => id !== world.generalFundId),
    ]);
  });

  it('refuses a second fund of the same name, an incomplete order, and hiding the default fund', async () => {
    await refreshFundIds(testApp, world);
    const taken = await refusedWithNothingWritten(ADD, { name: 'missions' });
    expect(taken.extensions.validation.name).toEqual(['This church already has a fund named "Missions".']);
    const partial = await refusedWithNothingWritten(REORDER, { ids: world.demoFundIds.slice(1) });
    expect(partial.extensions.validation.fundPrefixedIds).toEqual([
      'Give every fund of the church exactly once, in the new order.',
    ]);
    const twice = await refusedWithNothingWritten(REORDER, {
      ids: [...world.demoFundIds.slice(1), world.demoFundIds[1]],
    });
    expect(twice.extensions.category).toBe('validation');
    const hidden = await refusedWithNothingWritten(CHANGE, {
      fund: world.generalFundId,
      input: { isEnabled: false },
    });
    expect(hidden.message).toBe(
      'The default fund stays visible and enabled: donors who choose no fund give to it.',
    );
  });

  it('refuses to disable a fund active recurring gifts charge to, naming them', async () => {
    const refusal = await refusedWithNothingWritten(CHANGE, {
      fund: world.missionsFundId,
      input: { isEnabled: false },
    });
    expect(refusal.extensions).toMatchObject({ category: 'validation', code: 'FUND_IN_RECURRING_USE' });
    expect(refusal.message).toMatch(/^The fund "Missions" is in 1 active recurring gifts/);
    expect(refusal.extensions.recurringGivings).toEqual([
      expect.objectContaining({
        amount: 2500,
        donorName: 'Jordan Rivera',
        prefixedId: expect.stringMatching(/^rcg_/),
      }),
    ]);
    const added = await call(ADD, { name: 'Old Roof' });
    const disabled = await call(CHANGE, { fund: added.data.addFund.prefixedId, input: { isEnabled: false } });
    expect(disabled.data.updateFund.isEnabled).toBe(false);
  });
});

describe('Allowed websites', () => {
  const ADD =
    'mutation($org: ID!, $origin: String!) { addAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }';
  const REMOVE =
    'mutation($org: ID!, $origin: String!) { removeAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }';

  it("accepts a wildcard over the church's own domain", async () => {
    const added = await call(ADD, { origin: 'https://*.cedarhill.org' });
    expect(added.data.addAllowedWebsite).toContain('https://*.cedarhill.org');
    await call(REMOVE, { origin: 'https://*.cedarhill.org' });
  });

  it('adds a website as a CORS pattern and removes it', async () => {
    const added = await call(ADD, { origin: ' HTTPS://*.GraceChurch.org/ ' });
    expect(added.data.addAllowedWebsite).toContain('https://*.gracechurch.org');
    expect(JSON.parse((await lastActivity()).details)).toEqual({ origin: 'https://*.gracechurch.org' });
    const removed = await call(REMOVE, { origin: 'https://*.gracechurch.org' });
    expect(removed.data.removeAllowedWebsite).not.toContain('https://*.gracechurch.org');
    expect((await lastActivity()).action).toBe('website.remove');
  });

  it('refuses what is not a website, a wildcard over a public suffix, a repeat and an unknown one', async () => {
    const bad = await refusedWithNothingWritten(ADD, { origin: 'gracechurch.org' });
    expect(bad.extensions.validation.origin[0]).toMatch(/^"gracechurch.org" is not a website address/);
    const wide = await refusedWithNothingWritten(ADD, { origin: 'https://*.org' }, 'es');
    expect(wide.extensions.validation.origin[0]).toMatch(
      /^"https:\/\/\*\.org" admitiría todos los sitios bajo "org"/,
    );
    // The Public Suffix List's suffixes of several labels, and its private ones (anyone's github.io site).
    for (const [origin, suffix] of [
      ['https://*.co.uk', 'co.uk'],
      ['https://*.com', 'com'],
      ['https://*.github.io', 'github.io'],
    ]) {
      const refused = await refusedWithNothingWritten(ADD, { origin });
      expect(refused.extensions.validation).toEqual({
        origin: [
          expect.stringContaining(`"${origin}" would allow every site under "${suffix}", a public suffix`),
        ],
      });
    }
    const sharedHostEs = await refusedWithNothingWritten(ADD, { origin: 'https://*.github.io' }, 'es');
    expect(sharedHostEs.extensions.validation.origin[0]).toMatch(/bajo "github.io", un sufijo público/);
    const known = await refusedWithNothingWritten(ADD, { origin: world.demoOrigin });
    expect(known.message).toBe(`"${world.demoOrigin}" is already an allowed website.`);
    const unknown = await refusedWithNothingWritten(REMOVE, { origin: 'https://nowhere.example' });
    expect(unknown.extensions.category).toBe('validation');
  });
});
