// `npm run build` ends here: writes dist/graphql/trusted-documents.json, the GraphQL documents the
// front ends were built with, by hash (packages/api/src/graphql/trustedDocuments.ts), keeping the
// previous build's beside them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { nextTrustedDocuments, TrustedDocumentsFile } from '../packages/api/src/graphql/trustedDocuments';

const file = path.resolve(__dirname, '../dist/graphql/trusted-documents.json');

// Every operation document codegen wrote, one module per feature (fragments travel inside the
// operations that use them).
const operations = path.resolve(__dirname, '../shared/src/graphql/operations');
// tsx runs this file as CommonJS, where a module is read with require (no top-level await).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string) => require(path.join(operations, file)) as Record<string, unknown>;
const modules = readdirSync(operations)
  .filter((file) => file.endsWith('.generated.ts'))
  .sort()
  .map(load);
const documents = modules.flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
    .map(([, value]) => String(value)),
);

let before: TrustedDocumentsFile | null = null;
try {
  before = v.parse(TrustedDocumentsFile, JSON.parse(readFileSync(file, 'utf8')));
} catch {
  before = null;
}
const next = nextTrustedDocuments(documents, before);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(next, null, 2) + '\n');
console.log(
  `trusted GraphQL documents: ${Object.keys(next.current).length} of this build, ${Object.keys(next.previous).length} kept from the previous one (${path.relative(process.cwd(), file)})`,
);
