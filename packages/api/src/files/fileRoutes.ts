// The embedded storage's presigned URLs (docs/CONTRACTS.md "Profile images"):
// `PUT/GET/HEAD/DELETE /api/files/{key}?expires=&signature=`. The signature is the credential (no
// session, no CSRF header), like an S3 presigned URL. Profile images are also readable without one:
// their keys carry 64 random bits, and the portal shows them in <img> tags on every page.
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Forbidden } from '../http/errors/Forbidden';
import { NotFound } from '../http/errors/NotFound';
import { TooLarge } from '../http/errors/TooLarge';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { contentTypeOfName, isUploadKey, PROFILE_IMAGES_DIRECTORY } from './fileKeys';
import { FILES_ROUTE_PREFIX, type LocalFileStorage } from './localFileStorage';
import { PROFILE_IMAGE_LIMITS, profileImageProblem } from './profileImageRules';

/** Read whole bodies up to this size, so an oversize upload gets the spec's message, not a reset. */
const READ_LIMIT_BYTES = 4 * PROFILE_IMAGE_LIMITS.maxBytes;

const badSignature = () => new Forbidden('The signature is invalid or has expired.');
const notFound = () => new NotFound('File not found.');

/** A file the profile image rules refuse, with the field the portal shows the message under. */
function imageRefusal(problem: { status: 413 | 422; message: string }): TooLarge | ValidationFailed {
  const fields = { file: [problem.message] };
  return problem.status === 413 ? new TooLarge(problem.message, { fields }) : new ValidationFailed(fields);
}

interface FileQuery {
  expires?: string;
  signature?: string;
}

function keyOf(request: FastifyRequest): string | null {
  const key = (request.params as { '*': string })['*'];
  return isUploadKey(key) ? key : null;
}

function signedFor(
  storage: LocalFileStorage,
  request: FastifyRequest,
  key: string,
  method: string,
  contentType = '',
): boolean {
  const { expires, signature } = request.query as FileQuery;
  if (!expires || !signature) return false;
  return storage.verify({ method, key, expires: Number(expires), contentType, signature });
}

/** User content is never interpreted by the browser as anything but the image type we checked. */
function secureHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
}

const fileRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.localFiles;
  if (!storage) return;

  // Only this plugin's routes: the body is the file itself, whatever its type, read as bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: READ_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // An upload past the read limit never reaches a handler: fastify's parser refuses it. Told as the
  // image rules word it, then answered by the one error handler like every other refusal.
  app.setErrorHandler((error: { statusCode?: number }, request) => {
    if (error.statusCode === 413) {
      const problem = profileImageProblem(Buffer.alloc(0), READ_LIMIT_BYTES, 'image/png', request.locale);
      if (problem) throw imageRefusal(problem);
    }
    throw error;
  });

  const url = `${FILES_ROUTE_PREFIX}*`;
  const config = { csrf: false };

  app.put(url, { config }, async (request, reply) => {
    const key = keyOf(request);
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!key || !signedFor(storage, request, key, 'PUT', contentType)) throw badSignature();
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const problem = profileImageProblem(bytes, bytes.length, contentType, request.locale);
    if (problem) throw imageRefusal(problem);
    await storage.write(key, bytes);
    return reply.code(200).send();
  });

  app.get(url, { config }, async (request, reply) => {
    const key = keyOf(request);
    const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
    const isPublic = key?.startsWith(`${PROFILE_IMAGES_DIRECTORY}/`) ?? false;
    const signed =
      key !== null && (signedFor(storage, request, key, method) || signedFor(storage, request, key, 'GET'));
    if (!key || (!isPublic && !signed)) throw badSignature();
    const info = await storage.head(key);
    if (!info) throw notFound();
    secureHeaders(reply)
      .header('Content-Type', contentTypeOfName(key) ?? 'application/octet-stream')
      .header('Content-Length', info.size)
      // Each upload has a new key, so a public image never changes.
      .header(
        'Cache-Control',
        signed && !isPublic ? 'private, max-age=60' : 'public, max-age=31536000, immutable',
      );
    // HEAD runs this handler too (fastify's exposed HEAD route), which drops the body.
    return reply.send(createReadStream(storage.pathOf(key)));
  });

  app.delete(url, { config }, async (request, reply) => {
    const key = keyOf(request);
    if (!key || !signedFor(storage, request, key, 'DELETE')) throw badSignature();
    await storage.delete(key);
    return reply.code(204).send();
  });
};

export default fileRoutes;
