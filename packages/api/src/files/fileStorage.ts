// Where uploaded files live (docs/ARCHITECTURE.md §4 "Files"): S3 through the AWS SDK when S3 settings exist,
// otherwise the embedded default on local disk. Both hand out presigned URLs with the same contract
// (docs/CONTRACTS.md "Profile images"), so the browser never knows which one it talks to.

/** The operations `S3PresignedUrl` may sign (docs/PRODUCT.md §7). */
export type StorageCommand = 'HeadObject' | 'PutObject' | 'DeleteObject';

export const METHOD_OF_COMMAND: Record<StorageCommand, 'HEAD' | 'PUT' | 'DELETE'> = {
  HeadObject: 'HEAD',
  PutObject: 'PUT',
  DeleteObject: 'DELETE',
};

/** Presigned URLs work this long (S3's own default is 15 minutes too). */
export const PRESIGNED_URL_LIFETIME_SECONDS = 15 * 60;

export interface PresignedRequest {
  url: string;
  method: 'HEAD' | 'PUT' | 'DELETE';
  /** Headers the request must carry exactly (they are part of the signature). */
  headers: Array<{ name: string; value: string }>;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * A URL for one operation on `key`. `contentType` is required for PutObject. `origin` is the
   * organization's own site, which the embedded storage's URLs live on (same origin as the portal).
   */
  presign(
    command: StorageCommand,
    key: string,
    options: { contentType?: string; origin: string },
  ): Promise<PresignedRequest>;
  /** Where the object is read after upload: what `updateDonor(image_url)` takes. */
  publicUrl(key: string, origin: string): string;
  /** The key of a URL `publicUrl` made for this origin, or null for any other URL. */
  keyOfPublicUrl(url: string, origin: string): string | null;
  head(key: string): Promise<StoredObject | null>;
  /** The first `bytes` bytes of the object (to check what it really is), or null when missing. */
  readStart(key: string, bytes: number): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
