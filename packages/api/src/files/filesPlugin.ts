// `app.files`: where profile images live (docs/ARCHITECTURE.md §4). S3 when S3_BUCKET is set; otherwise the
// embedded storage under DATA_DIR/files, whose presigned URLs files/fileRoutes.ts serves.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FileStorage } from './fileStorage';
import { createLocalFileStorage, type LocalFileStorage } from './localFileStorage';
import { resolveAppKey } from '../core/appKey';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
    /** The embedded storage, or null when files are in S3 (then /api/files is not served). */
    localFiles: LocalFileStorage | null;
  }
}

export default fp(
  async (app) => {
    if (app.config.s3) {
      // The AWS SDK is loaded only by a server whose files are in S3.
      const { createS3FileStorage } = await import('./s3FileStorage');
      app.decorate('files', createS3FileStorage(app.config.s3));
      app.decorate('localFiles', null);
      return;
    }
    const local = createLocalFileStorage({
      directory: path.join(app.config.dataDir, 'files'),
      appKey: await resolveAppKey(app.config),
      clock: () => app.clock(),
    });
    app.decorate('files', local);
    app.decorate('localFiles', local);
  },
  { name: 'files', dependencies: ['db'], decorators: { fastify: ['config', 'clock'] } },
);
