import type { S3Settings } from '../config';

/**
 * The origin of the presigned URLs the browser uploads to (s3FileStorage.ts `presign`), as the AWS
 * SDK builds them: virtual-hosted (`bucket.host`) unless path style is forced, or the bucket name has
 * a dot (it would not match the endpoint's TLS certificate), which puts the bucket in the path.
 * The page's Content-Security-Policy allows this origin in connect-src; s3UploadOrigin.test.ts checks
 * it against URLs the SDK really presigns.
 */
export function s3UploadOrigin(settings: S3Settings): string {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const pathStyle =
    settings.forcePathStyle || (settings.bucket.includes('.') && endpoint.protocol === 'https:');
  if (!pathStyle) endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}
