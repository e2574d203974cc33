import path from 'node:path';

// This file sits one level under packages/api both as source (src/) and once compiled (dist/, where
// webpack keeps `__dirname` as the bundle's folder), so the package's own files are found the same
// way from either.

/** packages/api: its SQL migrations, its GraphQL schema. */
export const apiPackageRoot = path.resolve(__dirname, '..');

/** The repository root: the default DATA_DIR, the built front end, an optional .env. */
export const repoRoot = path.resolve(apiPackageRoot, '../..');
