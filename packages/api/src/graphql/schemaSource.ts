import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPackageRoot } from '../packageRoot';

/** The SDL of packages/api/schema.graphql, the one file of truth for the GraphQL contract. */
export const schemaSource = readFileSync(path.join(apiPackageRoot, 'schema.graphql'), 'utf8');
