// Compression of the answers made per request (the host page's HTML, JSON, GraphQL, CSV) by
// @fastify/compress, brotli or gzip as the client accepts, above a size threshold (docs/ARCHITECTURE.md §8:
// the budgets are what a donor downloads). The built files under /static/ and /halo-give.js are
// compressed once at build time (webpack/common.ts) and sent as they are (http/staticPlugin.ts);
// the plugin leaves an answer that already has a Content-Encoding alone. A stream (a CSV export)
// stays a stream, compressed as it goes; a PDF is not compressible and passes untouched.
//
// An answer that carries a secret beside text the requester chose (a giving token, a card set-up's
// client secret, a second factor's set-up and recovery codes) is never compressed: with both in one
// compressed body, its length tells an attacker who can reflect guesses into it how much of a guess
// matched (BREACH). Those routes say `compress: false`; a GraphQL operation, which shares its route
// with every other, calls `sendUncompressed` (http/uncompressedAnswer.ts).
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this a compressed body saves less than its headers and the CPU cost (@fastify/compress's own default). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // zstd and deflate add nothing browsers need: every browser takes brotli or gzip.
      encodings: ['br', 'gzip'],
      // Request bodies are read as sent: a compressed body would get past the body limit's meaning
      // (a few kilobytes expanding to far more), and no client of ours compresses what it sends.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
