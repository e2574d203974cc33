import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The SDL of packages/api/schema.graphql, the one file of truth for the GraphQL contract. */
export const schemaSource = readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8');
