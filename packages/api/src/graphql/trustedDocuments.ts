// Trusted documents: in production GraphQL runs only the operations our front ends were built with.
// The build hashes each document the clients send (`npm run build` → dist/graphql/trusted-documents.json,
// scripts/trusted-documents.ts) and the server looks a request's `query` up by that hash, so a
// document nobody built — 3,000 aliases, 200 mutations in one request — is refused before it is
// even parsed. The file keeps the previous build's documents too: a page cached before a deploy, or
// one instance of two during a rolling restart, still sends those.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import * as v from 'valibot';

/** What clients send as `query`, trimmed as the shared API client trims it. */
export function documentHash(query: string): string {
  return createHash('sha256').update(query.trim()).digest('hex');
}

const Documents = v.record(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), v.string());
export const TrustedDocumentsFile = v.object({ current: Documents, previous: Documents });
export type TrustedDocumentsFile = v.InferOutput<typeof TrustedDocumentsFile>;

export class TrustedDocumentsMissingError extends Error {
  constructor(readonly file: string) {
    super(
      `GraphQL trusted documents are on but ${file} is missing or unreadable: run npm run build, ` +
        'or set GRAPHQL_TRUSTED_DOCUMENTS=false (development only).',
    );
    this.name = 'TrustedDocumentsMissingError';
  }
}

/** The documents the server may run, by hash: this build's and the previous one's. */
export function loadTrustedDocuments(file: string): Map<string, string> {
  let parsed: TrustedDocumentsFile;
  try {
    parsed = v.parse(TrustedDocumentsFile, JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new TrustedDocumentsMissingError(file);
  }
  return new Map([...Object.entries(parsed.previous), ...Object.entries(parsed.current)]);
}

/**
 * The file for a new build: `documents` as current, and the documents of the build before it as
 * previous (unless they are the same build again, which keeps its previous).
 */
export function nextTrustedDocuments(
  documents: string[],
  before: TrustedDocumentsFile | null,
): TrustedDocumentsFile {
  const current = Object.fromEntries(
    documents
      .map((query) => [documentHash(query), query.trim()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  if (!before) return { current, previous: {} };
  const same = JSON.stringify(before.current) === JSON.stringify(current);
  return { current, previous: same ? before.previous : before.current };
}

/**
 * Refuses, before parsing, any `query` whose hash is not on the allow-list. Yoga's persisted
 * operations plugin expects clients to send an id instead of the document; ours send the document
 * (docs/PRODUCT.md §7), so the hash is taken here.
 */
export function trustedDocumentsPlugin(trusted: Map<string, string>): Plugin {
  return {
    onParams({ params }) {
      const known = typeof params.query === 'string' && trusted.has(documentHash(params.query));
      if (!known) {
        throw createGraphQLError('This operation is not one of ours.', {
          extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
        });
      }
    },
  };
}
