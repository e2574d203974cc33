import type { S3Settings } from '../config';
import { createS3FileStorage } from './s3FileStorage';
import { s3UploadOrigin } from './s3UploadOrigin';

const base: S3Settings = {
  bucket: 'halo-images',
  region: 'eu-west-1',
  endpoint: null,
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: false,
  publicUrl: null,
};

describe('s3UploadOrigin', () => {
  // Presigning is local (no request is sent), so each case is compared with the SDK's own URL.
  it.each<[string, Partial<S3Settings>, string]>([
    ['AWS, virtual-hosted', {}, 'https://halo-images.s3.eu-west-1.amazonaws.com'],
    ['AWS us-east-1', { region: 'us-east-1' }, 'https://halo-images.s3.us-east-1.amazonaws.com'],
    ['AWS, a bucket name with a dot', { bucket: 'halo.images' }, 'https://s3.eu-west-1.amazonaws.com'],
    ['AWS, path style forced', { forcePathStyle: true }, 'https://s3.eu-west-1.amazonaws.com'],
    [
      'MinIO / s3rver, path style',
      { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
      'http://127.0.0.1:9000',
    ],
    [
      'an S3-compatible endpoint, virtual-hosted, with a port',
      { endpoint: 'https://r2.example.net:8443/' },
      'https://halo-images.r2.example.net:8443',
    ],
    [
      'a CDN for reads does not move uploads',
      { publicUrl: 'https://cdn.example.org' },
      'https://halo-images.s3.eu-west-1.amazonaws.com',
    ],
  ])('%s', async (_name, settings, expected) => {
    const full = { ...base, ...settings };
    const presigned = await createS3FileStorage(full).presign('PutObject', 'profile-images/usr_1/a.png', {
      contentType: 'image/png',
      origin: 'https://demo.halo.example',
    });
    expect(new URL(presigned.url).origin).toBe(expected);
    expect(s3UploadOrigin(full)).toBe(expected);
  });
});
