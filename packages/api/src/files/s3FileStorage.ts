// S3 (or any S3-compatible service) when S3_BUCKET is set: the AWS SDK presigns the browser's
// requests, so files never pass through the API. Profile images are read from `publicUrl`, so the
// bucket (or S3_PUBLIC_URL's CDN) must allow public reads of `profile-images/*`.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';
import { s3PublicBase } from './s3PublicBase';
import { isUploadKey } from './fileKeys';
import { METHOD_OF_COMMAND, PRESIGNED_URL_LIFETIME_SECONDS, type FileStorage } from './fileStorage';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

export function createS3FileStorage(settings: S3Settings): FileStorage & { readonly client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Otherwise the SDK signs a CRC32 of the *empty* body into presigned PUT URLs, and S3 refuses
    // the browser's real upload; checksums are for requests the SDK sends itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const base = s3PublicBase(settings);

  return {
    kind: 's3',
    client,
    async presign(command, key, { contentType }) {
      const method = METHOD_OF_COMMAND[command];
      const operation =
        command === 'PutObject'
          ? new PutObjectCommand({ Bucket, Key: key, ContentType: contentType })
          : command === 'HeadObject'
            ? new HeadObjectCommand({ Bucket, Key: key })
            : new DeleteObjectCommand({ Bucket, Key: key });
      // Content-Type is signed for PUT, so the upload must carry exactly the type we allowed.
      const url = await getSignedUrl(client, operation, {
        expiresIn: PRESIGNED_URL_LIFETIME_SECONDS,
        ...(command === 'PutObject' ? { signableHeaders: new Set(['content-type']) } : {}),
      });
      return {
        url,
        method,
        headers: command === 'PutObject' && contentType ? [{ name: 'Content-Type', value: contentType }] : [],
      };
    },
    publicUrl: (key) => `${base}/${encodeKey(key)}`,
    keyOfPublicUrl(url) {
      if (!url.startsWith(`${base}/`) || /[?#]/.test(url)) return null;
      try {
        const key = url
          .slice(base.length + 1)
          .split('/')
          .map(decodeURIComponent)
          .join('/');
        return isUploadKey(key) ? key : null;
      } catch {
        return null;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readStart(key, bytes) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${Math.max(bytes - 1, 0)}` }),
        );
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
