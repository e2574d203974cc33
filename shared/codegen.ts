// `npm run codegen` (root): types every operation in shared/src/**/*.graphql against the API's SDL,
// the one source of truth (docs/ARCHITECTURE.md §4). The output is committed, so builds and type checks never
// need to run it. typescript-operations 6 emits the schema enums an operation uses by itself, so the
// schema types (`typescript` plugin) get their own file and the operations import them from there;
// one file with both plugins would declare those enums twice.
import type { CodegenConfig } from '@graphql-codegen/cli';

const shared = {
  useTypeImports: true,
  enumType: 'string-literal',
  enumsAsTypes: true,
  avoidOptionals: true,
  skipTypename: true,
  strictScalars: true,
  scalars: { ID: 'string', Cents: 'number' },
} as const;

// The documents, one module per feature's file of operations, beside it (`operations/*.generated.ts`):
// apps import a feature's documents as `@halo/shared/graphql/<feature>`, so a page carries the
// operations of the screens it shows, not every operation of every app.
const operations = 'shared/src/graphql/operations/';

const config: CodegenConfig = {
  schema: 'packages/api/schema.graphql',
  documents: [`${operations}*.graphql`],
  generates: {
    'shared/src/graphql/schemaTypes.ts': { plugins: ['typescript'], config: shared },
    [operations]: {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: '../schemaTypes.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...shared, documentMode: 'string' },
    },
  },
  // Each document is marked pure, so the minifier drops a module's documents nobody sends.
  hooks: {
    afterOneFileWrite: [
      "sed -i 's|= new TypedDocumentString(|= /*#__PURE__*/ new TypedDocumentString(|'",
      'prettier --write',
    ],
  },
};

export default config;
