import type { FastifyRequest } from 'fastify';

/**
 * The request's answer goes out uncompressed, whatever its size and the client's Accept-Encoding:
 * for an answer that carries a secret beside text the requester chose, on a route whose other
 * answers are compressed (a GraphQL mutation that shows a second factor's secret). Compressed, the
 * body's length would tell an attacker who reflects guesses into it how much of a guess matched
 * (BREACH, http/compressionPlugin.ts). @fastify/compress skips any request carrying
 * `x-no-compression`, which the server sets here as if the client had asked.
 */
export function sendUncompressed(request: FastifyRequest): void {
  request.raw.headers['x-no-compression'] = 'secret';
}
