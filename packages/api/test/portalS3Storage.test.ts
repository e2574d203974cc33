// The profile image upload with S3 settings, against a local S3-compatible server
// (s3rver): the browser's presigned PUT, HeadObject and DeleteObject, then updateDonor(image_url).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './helper';
import { pngBytes, rawRequest } from './imageBytes';
import { firstError, signInDemoDonor, type PortalDonor } from './portalFixtures';

jest.setTimeout(30_000);

const PRESIGN = `query Presign($command: StorageCommand!, $fileName: String!) {
  S3PresignedUrl(command: $command, directory: "profile-images", fileName: $fileName) { url method headers { name value } publicUrl }
}`;
const UPDATE_DONOR = `mutation($image_url: String) { updateDonor(image_url: $image_url) { imageUrl } }`;

interface Presigned {
  url: string;
  method: string;
  headers: Array<{ name: string; value: string }>;
  publicUrl: string;
}

const directory = mkdtempSync(path.join(tmpdir(), 'halo-s3rver-'));
let s3: S3rver;
let endpoint: string;
let testApp: TestApp;
let donor: PortalDonor;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'halo-test', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  const s3Config = loadConfig({
    S3_BUCKET: 'halo-test',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }).s3;
  testApp = await startTestApp({ config: { s3: s3Config } });
  donor = await signInDemoDonor(testApp);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  rmSync(directory, { recursive: true, force: true });
});

async function presign(command: string, fileName: string): Promise<Presigned> {
  const response = await donor.browser.graphql(PRESIGN, { command, fileName });
  return response.json().data.S3PresignedUrl as Presigned;
}

it('PutObject through the presigned URL, then HeadObject, updateDonor(image_url), public GET and DeleteObject', async () => {
  const put = await presign('PutObject', 'portrait.png');
  expect(put.url.startsWith(`${endpoint}/halo-test/profile-images/${donor.userPrefixedId}/`)).toBe(true);
  expect(put.headers).toEqual([{ name: 'Content-Type', value: 'image/png' }]);
  const image = pngBytes(200, 200, 2048);
  const uploaded = await rawRequest(put.url, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: image,
  });
  expect(uploaded.statusCode).toBe(200);

  const key = put.publicUrl.slice(`${endpoint}/halo-test/`.length);
  const head = await presign('HeadObject', key);
  const headAnswer = await rawRequest(head.url, { method: 'HEAD' });
  expect(headAnswer.statusCode).toBe(200);
  expect(headAnswer.headers['content-length']).toBe(String(image.length));

  const saved = await donor.browser.graphql(UPDATE_DONOR, { image_url: put.publicUrl });
  expect(saved.json().data.updateDonor.imageUrl).toBe(put.publicUrl);
  const served = await rawRequest(put.publicUrl);
  expect(served.statusCode).toBe(200);
  expect(served.body.equals(image)).toBe(true);

  const del = await presign('DeleteObject', key);
  expect((await rawRequest(del.url, { method: 'DELETE' })).statusCode).toBe(204);
  expect((await rawRequest(head.url, { method: 'HEAD' })).statusCode).toBe(404);
});

// s3rver does not check presigned signatures, so what S3 would enforce is checked on the URL itself.
it('signs the Content-Type (S3 refuses another) and no checksum of an empty body', async () => {
  const put = new URL((await presign('PutObject', 'portrait.png')).url);
  expect(put.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
  expect(put.searchParams.get('X-Amz-Expires')).toBe('900');
  expect(put.searchParams.has('x-amz-checksum-crc32')).toBe(false);
});

it('S3 cannot check bytes on upload, so updateDonor does: a fake PNG is refused and removed', async () => {
  const put = await presign('PutObject', 'fake.png');
  const fake = Buffer.from('<svg onload="alert(1)"></svg>');
  expect(
    (await rawRequest(put.url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: fake }))
      .statusCode,
  ).toBe(200);
  const response = await donor.browser.graphql(
    UPDATE_DONOR,
    { image_url: put.publicUrl },
    { 'x-locale': 'es' },
  );
  expect(firstError(response.json()).extensions).toEqual({
    category: 'validation',
    validation: { image_url: ['La imagen debe ser un archivo JPEG o PNG'] },
  });
  expect((await rawRequest(put.publicUrl)).statusCode).toBe(404);
});
