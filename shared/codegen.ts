// `npm run codegen` (root): types every operation in shared/src/**/*.graphql against the API's SDL,
// the one source of truth (DESIGN.md §4). The output is committed, so builds and type checks never
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

const config: CodegenConfig = {
  schema: 'packages/api/schema.graphql',
  documents: ['shared/src/**/*.graphql'],
  generates: {
    'shared/src/graphql/schemaTypes.ts': { plugins: ['typescript'], config: shared },
    'shared/src/graphql/generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...shared, importSchemaTypesFrom: 'shared/src/graphql/schemaTypes', documentMode: 'string' },
    },
  },
  hooks: { afterOneFileWrite: ['prettier --write'] },
};

export default config;
