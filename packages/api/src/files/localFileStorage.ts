// The embedded default: files under DATA_DIR/files, reached through our own presigned URLs
// `PUT/GET/HEAD/DELETE /api/files/{key}?expires=&signature=` (files/fileRoutes.ts), the same
// contract as S3's. The signature is HMAC-SHA256 with a key derived from APP_KEY (the secret behind
// the giving token), over method, key, expiry and the Content-Type a PUT must carry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfName, isUploadKey } from './fileKeys';
import {
  METHOD_OF_COMMAND,
  PRESIGNED_URL_LIFETIME_SECONDS,
  type FileStorage,
  type PresignedRequest,
} from './fileStorage';

export const FILES_ROUTE_PREFIX = '/api/files/';

export interface SignedFileRequest {
  method: string;
  key: string;
  expires: number;
  contentType: string;
}

export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  /** Whether a request to /api/files carries a valid, unexpired signature for what it does. */
  verify(request: SignedFileRequest & { signature: string }): boolean;
  /** Absolute path of a key's file (keys are checked by `isUploadKey` first). */
  pathOf(key: string): string;
  write(key: string, bytes: Buffer): Promise<void>;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function createLocalFileStorage(options: {
  directory: string;
  appKey: string;
  clock: () => Date;
}): LocalFileStorage {
  const { directory, clock } = options;
  // A key of its own (domain separation): a file signature can never pass for a giving token.
  const signingKey = createHmac('sha256', options.appKey).update('halo-files-v1').digest();
  const sign = ({ method, key, expires, contentType }: SignedFileRequest) =>
    createHmac('sha256', signingKey).update(`${method}\n${key}\n${expires}\n${contentType}`).digest();

  const pathOf = (key: string) => {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    return path.join(directory, ...key.split('/'));
  };
  const routeUrl = (key: string, origin: string) => new URL(`${FILES_ROUTE_PREFIX}${encodeKey(key)}`, origin);

  return {
    kind: 'local',
    async presign(command, key, { contentType, origin }): Promise<PresignedRequest> {
      const method = METHOD_OF_COMMAND[command];
      if (method === 'PUT' && !contentType) throw new Error('presign: PutObject needs a Content-Type');
      const expires = Math.floor(clock().getTime() / 1000) + PRESIGNED_URL_LIFETIME_SECONDS;
      const signed = { method, key, expires, contentType: method === 'PUT' ? (contentType ?? '') : '' };
      const url = routeUrl(key, origin);
      url.searchParams.set('expires', String(expires));
      url.searchParams.set('signature', sign(signed).toString('base64url'));
      return {
        url: url.toString(),
        method,
        headers: method === 'PUT' ? [{ name: 'Content-Type', value: signed.contentType }] : [],
      };
    },
    publicUrl: (key, origin) => routeUrl(key, origin).toString(),
    keyOfPublicUrl(url, origin) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      if (parsed.origin !== new URL(origin).origin || parsed.search || parsed.hash) return null;
      if (!parsed.pathname.startsWith(FILES_ROUTE_PREFIX)) return null;
      const key = parsed.pathname
        .slice(FILES_ROUTE_PREFIX.length)
        .split('/')
        .map(decodeURIComponent)
        .join('/');
      return isUploadKey(key) ? key : null;
    },
    verify({ signature, ...request }) {
      if (!isUploadKey(request.key) || !Number.isSafeInteger(request.expires)) return false;
      if (request.expires * 1000 <= clock().getTime()) return false;
      const expected = sign(request);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    pathOf,
    async write(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, contentType: contentTypeOfName(key) } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async readStart(key, bytes) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
