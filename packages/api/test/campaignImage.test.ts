// A campaign's image against the real server (docs/PRODUCT.md §14): uploaded by the administrator
// through S3PresignedUrl into their own folder of the church's storage, as the church's logo is, then
// named by addCampaign / updateCampaign with the words a screen reader says for it; the public
// figures the giving form reads carry both. Refused by field, in the request's language, with nothing
// written: no words, a URL outside the storage, another person's upload, a file gone. Who may call
// the operations is the authorization matrix's (campaignMatrixRows.ts). PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { campaigns } from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { pngBytes, rawRequest } from './imageBytes';
import { signInDemoDonor } from './portalFixtures';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-campaign-image-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let fundId: string;

const FIELDS = 'prefixedId imageUrl imageAlt';
const ADD = `mutation($org: ID!, $input: CampaignInput!) { addCampaign(organizationPrefixedId: $org, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($org: ID!, $campaign: ID!, $input: CampaignInput!) {
  updateCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign, input: $input) { ${FIELDS} } }`;
const PRESIGN = `query($command: StorageCommand!, $directory: String!, $fileName: String!) {
  S3PresignedUrl(command: $command, directory: $directory, fileName: $fileName) { url method headers { name value } publicUrl } }`;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const funds = (
    await call('query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { funds { prefixedId } } }')
  ).data.adminGivingPage.funds as { prefixedId: string }[];
  fundId = funds[0]!.prefixedId;
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

/** Uploads a PNG as `browser`'s user, the way the console's image field does; answers its public URL. */
async function uploaded(browser: TestBrowser, fileName = 'campaign-0011223344556677.png'): Promise<string> {
  const target = (
    (
      await browser.graphql(PRESIGN, { command: 'PutObject', directory: 'profile-images', fileName })
    ).json() as Answer
  ).data.S3PresignedUrl as { url: string; headers: { name: string; value: string }[]; publicUrl: string };
  const stored = await rawRequest(target.url, {
    method: 'PUT',
    headers: Object.fromEntries(target.headers.map((header) => [header.name, header.value])),
    body: pngBytes(800, 400),
    port: testApp.port,
  });
  expect(stored.statusCode).toBe(200);
  return target.publicUrl;
}

let counter = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  name: `Roof ${(counter += 1)}`,
  slug: `image-roof-${counter}`,
  goal: 1_000_000,
  fundPrefixedIds: [fundId],
  ...overrides,
});

const figures = (slug: string) =>
  new TestBrowser(testApp).request({ url: `/api/online-giving/demo/campaigns/${slug}` });

describe('a campaign’s image', () => {
  it('keeps an uploaded image with its words, shows both to the giving form, keeps it on a later save and removes it', async () => {
    const imageUrl = await uploaded(owner);
    const fields = input({ imageUrl: ` ${imageUrl} `, imageAlt: '  The new roof   going up ' });
    const added = await call(ADD, { input: fields });
    expect(added.errors).toBeUndefined();
    expect(added.data.addCampaign).toMatchObject({ imageUrl, imageAlt: 'The new roof going up' });
    const campaign = added.data.addCampaign.prefixedId as string;
    const publicAnswer = await figures(fields.slug as string);
    expect(publicAnswer.json()).toMatchObject({ imageUrl, imageAlt: 'The new roof going up' });
    // Its own image again needs no new upload: saved unchanged, with new words.
    const kept = await call(UPDATE, { campaign, input: { ...fields, imageAlt: 'Roofers at work' } });
    expect(kept.data.updateCampaign).toMatchObject({ imageUrl, imageAlt: 'Roofers at work' });
    // No URL: no image and no words, whatever words were sent.
    const removed = await call(UPDATE, { campaign, input: { ...fields, imageUrl: '', imageAlt: 'ignored' } });
    expect(removed.data.updateCampaign).toMatchObject({ imageUrl: null, imageAlt: null });
    expect((await figures(fields.slug as string)).json()).toMatchObject({ imageUrl: null, imageAlt: null });
  });

  it('refuses an image without words, or with too many, on imageAlt in the request’s language', async () => {
    const imageUrl = await uploaded(owner);
    const bare = await call(ADD, { input: input({ imageUrl, imageAlt: '   ' }) }, 'es');
    expect(bare.errors![0]!.extensions.validation).toEqual({
      imageAlt: ['Describe la imagen para quien no puede verla, p. ej. El techo nuevo en construcción.'],
    });
    const long = await call(ADD, { input: input({ imageUrl, imageAlt: 'x'.repeat(201) }) });
    expect(long.errors![0]!.extensions.validation).toEqual({
      imageAlt: ['This may have at most 200 characters.'],
    });
  });

  it('refuses, on imageUrl, a URL outside the church’s storage, another person’s upload and a file not there', async () => {
    const refusal = ['Upload the image again: this one is not in the church’s storage.'];
    const before = await testApp.app.db.select({ id: campaigns.id }).from(campaigns);
    const outside = await call(ADD, {
      input: input({ imageUrl: 'https://elsewhere.example/roof.png', imageAlt: 'Roof' }),
    });
    expect(outside.errors![0]!.extensions.validation).toEqual({ imageUrl: refusal });
    const donor = await signInDemoDonor(testApp);
    const theirs = await uploaded(donor.browser);
    const borrowed = await call(ADD, { input: input({ imageUrl: theirs, imageAlt: 'Roof' }) });
    expect(borrowed.errors![0]!.extensions.validation).toEqual({ imageUrl: refusal });
    const mine = await uploaded(owner);
    const missing = await call(ADD, {
      input: input({ imageUrl: mine.replace(/[0-9a-f]{16}-/, '0000000000000000-'), imageAlt: 'Roof' }),
    });
    expect(missing.errors![0]!.extensions.validation).toEqual({ imageUrl: refusal });
    expect(await testApp.app.db.select({ id: campaigns.id }).from(campaigns)).toHaveLength(before.length);
  });

  it('never stores an image without its words, whatever writes the row', async () => {
    const [row] = await testApp.app.db.select().from(campaigns).limit(1);
    await expect(
      testApp.app.db
        .update(campaigns)
        .set({ imageUrl: 'https://x.example/a.png', imageAlt: ' ' })
        .where(eq(campaigns.id, row!.id)),
    ).rejects.toThrow();
  });
});
