// Administrators' second factor against the real server: who may enrol, the gate in front of the
// operations only 'refund-gifts' or 'manage-team' allow (the team's today), codes used once,
// recovery codes used once, the limit on wrong codes, new recovery codes and removal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import {
  authenticatorCode,
  CONFIRM_SECOND_FACTOR,
  ENROL_SECOND_FACTOR,
  VERIFY_SECOND_FACTOR,
} from '@halo/testkit/admin/secondFactor';
import { adminResetSecondFactor } from '../src/cli/commands/secondFactorCommands';
import { adminActivity, secondFactorRecoveryCodes, secondFactors, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-second-factor-'));
let testApp: TestApp;
let world: AdminWorld;
// The server's clock, moved by the tests: each proof needs a time step of its own.
let now = new Date('2026-05-04T10:00:05Z');
const step = () => {
  now = new Date(now.getTime() + 30_000);
};

const STATUS = `query ($org: ID!) { adminSecondFactor(organizationPrefixedId: $org) {
  isEnrolled enrolledAt isRequired isVerified recoveryCodesLeft } }`;
const REGENERATE = 'mutation ($org: ID!) { regenerateRecoveryCodes(organizationPrefixedId: $org) }';
const REMOVE = `mutation ($org: ID!, $code: String!) { removeSecondFactor(organizationPrefixedId: $org, code: $code) {
  isEnrolled isVerified } }`;
const INVITE = `mutation ($org: ID!, $email: String!) { inviteAdministrator(organizationPrefixedId: $org, email: $email,
  abilities: ["view-gifts"]) { email } }`;
const TEAM = 'query ($org: ID!) { adminTeam(organizationPrefixedId: $org) { email } }';
const GIVING_PAGE = 'query ($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { displayName } }';

async function call(
  browser: TestBrowser,
  query: string,
  variables: Record<string, unknown> = {},
  locale = 'en',
) {
  const response = await browser.graphql(
    query,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  return { status: response.statusCode, ...(response.json() as Answer) };
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions.code;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' }, clock: () => now });
  world = await buildAdminWorld(testApp);
});

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('who may reach the second factor', () => {
  it('answers 401 to a guest and 419 without the CSRF token', async () => {
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    expect((await call(guest, STATUS)).status).toBe(401);
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const response = await owner.request({
      method: 'POST',
      url: '/graphql',
      payload: { query: ENROL_SECOND_FACTOR, variables: { org: world.demoOrg.prefixedId } },
      sendCsrfToken: false,
    });
    expect(response.statusCode).toBe(419);
    expect(await testApp.app.db.select().from(secondFactors)).toHaveLength(0);
  });

  it('refuses a donor without an ability and another church’s id', async () => {
    const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
    expect(codeOf(await call(donor, STATUS))).toBe('FORBIDDEN');
    expect(codeOf(await call(donor, ENROL_SECOND_FACTOR))).toBe('FORBIDDEN');
    // Without manage-team the team stays forbidden, not "enrol first".
    expect(codeOf(await call(donor, INVITE, { email: 'x@example.com' }))).toBe('FORBIDDEN');
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect(codeOf(await call(owner, STATUS, { org: world.hopeOrg.prefixedId }))).toBe('NOT_FOUND');
    expect(codeOf(await call(owner, ENROL_SECOND_FACTOR, { org: world.hopeOrg.prefixedId }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the gate and the codes', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('refuses team operations until the administrator enrols, and leaves other sections alone', async () => {
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const status = await call(owner, STATUS);
    expect(status.data.adminSecondFactor).toEqual({
      isEnrolled: false,
      enrolledAt: null,
      isRequired: true,
      isVerified: false,
      recoveryCodesLeft: 0,
    });
    const refused = await call(owner, INVITE, { email: 'new@example.com' });
    expect(refused.errors?.[0]?.extensions).toEqual({
      category: 'authorization',
      code: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
    });
    expect(refused.errors?.[0]?.message).toMatch(/Security page/);
    expect((await call(owner, TEAM, {}, 'es')).errors?.[0]?.message).toMatch(/página Seguridad/);
    expect((await call(owner, GIVING_PAGE)).data.adminGivingPage.displayName).toBeTruthy();
    const invited = await testApp.app.db.select().from(users).where(eq(users.email, 'new@example.com'));
    expect(invited).toHaveLength(0);
  });

  it('enrols: the secret, its QR and ten recovery codes once; a wrong first code is refused', async () => {
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const enrolled = (await call(owner, ENROL_SECOND_FACTOR)).data.enrolSecondFactor;
    secret = enrolled.secret;
    recoveryCodes = enrolled.recoveryCodes;
    expect(enrolled.otpauthUri).toContain(`secret=${secret}`);
    expect(enrolled.qrCode.size).toBeGreaterThanOrEqual(21);
    expect(recoveryCodes).toHaveLength(10);
    // Stored sealed and hashed: nothing in the database reads as the secret or a code.
    const [row] = await testApp.app.db.select().from(secondFactors);
    expect(row!.secretCiphertext).not.toContain(secret);
    expect(row!.enrolledAt).toBeNull();
    const hashes = await testApp.app.db.select().from(secondFactorRecoveryCodes);
    expect(hashes.map((each) => each.codeHash)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    // Not enrolled until confirmed: the gate still says so.
    expect(codeOf(await call(owner, TEAM))).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    const wrong = await call(owner, CONFIRM_SECOND_FACTOR, { code: '000000' });
    expect(wrong.errors?.[0]?.extensions.validation.code[0]).toMatch(/not right/);
    // A recovery code does not confirm enrolment: it proves nothing about the app.
    const recovery = await call(owner, CONFIRM_SECOND_FACTOR, { code: recoveryCodes[0] });
    expect(recovery.errors?.[0]?.extensions.validation.code[0]).toMatch(/6 digits your authenticator app/);
    const confirmed = await call(owner, CONFIRM_SECOND_FACTOR, {
      code: await authenticatorCode(secret, now),
    });
    expect(confirmed.data.confirmSecondFactor).toEqual({
      isEnrolled: true,
      isVerified: true,
      recoveryCodesLeft: 10,
    });
    expect((await call(owner, TEAM)).data.adminTeam.length).toBeGreaterThan(0);
    expect((await call(owner, ENROL_SECOND_FACTOR)).errors?.[0]?.extensions.validation.code[0]).toMatch(
      /already set up/,
    );
    const [activity] = await testApp.app.db
      .select()
      .from(adminActivity)
      .orderBy(desc(adminActivity.id))
      .limit(1);
    expect(activity!.action).toBe('secondFactor.enrol');
  });

  it('asks a new session to verify, refuses the code already used, accepts the next one', async () => {
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect((await call(owner, STATUS)).data.adminSecondFactor.isVerified).toBe(false);
    const refused = await call(owner, INVITE, { email: 'later@example.com' });
    expect(refused.errors?.[0]?.extensions).toEqual({
      category: 'authorization',
      code: 'SECOND_FACTOR_REQUIRED',
    });
    // The code that confirmed enrolment, typed again within its step: a replay.
    const replay = await call(owner, VERIFY_SECOND_FACTOR, { code: await authenticatorCode(secret, now) });
    expect(replay.errors?.[0]?.extensions.validation.code[0]).toMatch(/not right/);
    step();
    const verified = await call(owner, VERIFY_SECOND_FACTOR, { code: await authenticatorCode(secret, now) });
    expect(verified.data.verifySecondFactor).toEqual({
      isEnrolled: true,
      isVerified: true,
      recoveryCodesLeft: 10,
    });
    expect((await call(owner, INVITE, { email: 'later@example.com' })).data.inviteAdministrator.email).toBe(
      'later@example.com',
    );
  });

  it('takes a recovery code once, however it is typed, and logs its use', async () => {
    const first = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const typed = ` ${recoveryCodes[0]!.toUpperCase()} `;
    const verified = await call(first, VERIFY_SECOND_FACTOR, { code: typed });
    expect(verified.data.verifySecondFactor.recoveryCodesLeft).toBe(9);
    const [activity] = await testApp.app.db
      .select()
      .from(adminActivity)
      .orderBy(desc(adminActivity.id))
      .limit(1);
    expect(activity!.action).toBe('secondFactor.recoveryCodeUsed');
    const second = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const again = await call(second, VERIFY_SECOND_FACTOR, { code: recoveryCodes[0] });
    expect(again.errors?.[0]?.extensions.validation.code[0]).toMatch(/not right/);
    expect(codeOf(await call(second, TEAM))).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('gives new recovery codes only to a verified session; the old ones stop working', async () => {
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect(codeOf(await call(owner, REGENERATE))).toBe('SECOND_FACTOR_REQUIRED');
    await call(owner, VERIFY_SECOND_FACTOR, { code: recoveryCodes[1] });
    const fresh = (await call(owner, REGENERATE)).data.regenerateRecoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[2]);
    const other = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect((await call(other, VERIFY_SECOND_FACTOR, { code: recoveryCodes[2] })).errors).toBeDefined();
    expect(
      (await call(other, VERIFY_SECOND_FACTOR, { code: fresh[0] })).data.verifySecondFactor.isVerified,
    ).toBe(true);
    recoveryCodes = fresh.slice(1);
  });

  it('removes the factor after one more code, ending every session’s proof', async () => {
    const verifiedElsewhere = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    step();
    await call(verifiedElsewhere, VERIFY_SECOND_FACTOR, { code: await authenticatorCode(secret, now) });
    expect((await call(verifiedElsewhere, TEAM)).data).toBeTruthy();
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect((await call(owner, REMOVE, { code: '' })).errors?.[0]?.extensions.validation.code[0]).toBe(
      'Type a code.',
    );
    const removed = await call(owner, REMOVE, { code: recoveryCodes[0] });
    expect(removed.data.removeSecondFactor).toEqual({ isEnrolled: false, isVerified: false });
    expect(codeOf(await call(verifiedElsewhere, TEAM))).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect(await testApp.app.db.select().from(secondFactorRecoveryCodes)).toHaveLength(0);
  });
});

describe('wrong codes', () => {
  it('stops taking codes after five wrong ones, for every session of the administrator, for 15 minutes', async () => {
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const org = world.hopeOrg.prefixedId;
    const { secret } = (await call(hope, ENROL_SECOND_FACTOR, { org })).data.enrolSecondFactor;
    step();
    await call(hope, CONFIRM_SECOND_FACTOR, { org, code: await authenticatorCode(secret, now) });
    const other = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call(other, VERIFY_SECOND_FACTOR, { org, code: 'wrong-guess' });
      expect(wrong.errors?.[0]?.extensions.validation.code[0]).toMatch(/not right/);
    }
    step();
    const right = await authenticatorCode(secret, now);
    const third = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const limited = await call(third, VERIFY_SECOND_FACTOR, { org, code: right }, 'es');
    expect(limited.errors?.[0]?.extensions.validation.code[0]).toMatch(/Demasiados intentos/);
    now = new Date(now.getTime() + 15 * 60_000);
    const later = await call(third, VERIFY_SECOND_FACTOR, {
      org,
      code: await authenticatorCode(secret, now),
    });
    expect(later.data.verifySecondFactor.isVerified).toBe(true);
  });
});

describe('admin:reset-second-factor', () => {
  const context = () => ({
    config: testApp.app.config,
    locale: 'en' as const,
    now,
    say: (key: string) => key,
  });
  // The command as the CLI runs it: in one transaction of the church's database.
  const reset = (input: { subdomain: string; email: string }) =>
    testApp.app.db.transaction((tx) => {
      if (adminResetSecondFactor.kind !== 'database') throw new Error('a database command');
      return adminResetSecondFactor.run(tx, input, context());
    });

  it('removes a lost phone’s factor, logs it as the CLI, and refuses when there is none', async () => {
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const org = world.hopeOrg.prefixedId;
    expect((await call(hope, STATUS, { org })).data.adminSecondFactor.isEnrolled).toBe(true);
    const lines = await reset({ subdomain: 'hope', email: HOPE_OWNER.email.toUpperCase() });
    expect(lines[0]).toContain('second factor removed');
    const [activity] = await testApp.app.db
      .select()
      .from(adminActivity)
      .orderBy(desc(adminActivity.id))
      .limit(1);
    expect(activity).toMatchObject({ source: 'cli', actorLabel: 'halo CLI', action: 'secondFactor.reset' });
    expect(codeOf(await call(hope, TEAM, { org }))).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    await expect(reset({ subdomain: 'hope', email: HOPE_OWNER.email })).rejects.toMatchObject({
      field: 'email',
      key: 'secondFactorMissing',
    });
    await expect(reset({ subdomain: 'hope', email: 'nobody@example.com' })).rejects.toMatchObject({
      field: 'email',
      key: 'accountUnknown',
    });
  });
});
