// Where S3 objects are read publicly, apart from the AWS SDK: the Content-Security-Policy names this
// origin on every page, and a server whose files are in DATA_DIR never loads the SDK.
import type { S3Settings } from '../config';

/** Where objects are publicly read: S3_PUBLIC_URL, else the endpoint's (or AWS's) bucket URL. */
export function s3PublicBase(settings: S3Settings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  if (settings.forcePathStyle) return `${endpoint.origin}/${settings.bucket}`;
  endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}
