// Writes src/graphql/resolverTypes.generated.ts from schema.graphql (docs/STYLE.md: the contract is a
// file; resolver types come from it). `npm run codegen -w @halo/api` writes it; with `--check` it
// only says whether the file is current (src/graphql/resolverTypes.test.ts runs that).
// A script of its own rather than a graphql-codegen CLI config, so that the check runs outside
// jest's sandbox (graphql-codegen loads ESM-only packages) and formats exactly like the write.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as addPlugin from '@graphql-codegen/add';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { buildSchema, parse, printSchema } from 'graphql';
import * as prettier from 'prettier';
import { schemaSource } from './schemaSource';

export const generatedFile = path.join(__dirname, 'resolverTypes.generated.ts');

export async function generateResolverTypes(): Promise<string> {
  const output = await codegen({
    filename: generatedFile,
    schema: parse(printSchema(buildSchema(schemaSource))),
    documents: [],
    plugins: [
      // Generated code uses `any` where graphql-codegen must; lint the schema, not this output.
      {
        add: {
          content:
            '/* eslint-disable */\n// Generated from schema.graphql by `npm run codegen -w @halo/api`; do not edit.',
        },
      },
      { typescript: {} },
      { 'typescript-resolvers': {} },
    ],
    pluginMap: { add: addPlugin, typescript: typescriptPlugin, 'typescript-resolvers': resolversPlugin },
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      contextType: './context#GraphQLContext',
      // Resolvers receive database rows and map them to the schema's shapes.
      mappers: {
        CurrentUser: '../db/schema#UserRow',
        Tenant: '../db/schema#OrganizationRow',
        OrganizationSummary: '../db/schema#OrganizationRow',
        Person: '../db/schema#PersonRow',
        Contact: '../db/schema#ContactData',
      },
      scalars: { ID: 'string' },
    },
  });
  const options = await prettier.resolveConfig(generatedFile);
  return prettier.format(output, { ...options, filepath: generatedFile });
}

async function main(check: boolean): Promise<number> {
  const expected = await generateResolverTypes();
  if (!check) {
    await writeFile(generatedFile, expected);
    return 0;
  }
  const current = await readFile(generatedFile, 'utf8').catch(() => '');
  if (current === expected) return 0;
  console.error(`${path.relative(process.cwd(), generatedFile)} is stale: run npm run codegen -w @halo/api`);
  return 1;
}

if (require.main === module) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
