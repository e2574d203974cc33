import { existsSync } from 'node:fs';
import path from 'node:path';

// Found by walking up to the package's own package.json rather than by a fixed `..`: compiled, our
// code is split into several files (dist/server.js, dist/chunks/…, dist/giving/…Routes.js for the
// autoloaded plugins), and webpack keeps `__dirname` as the folder of whichever file a module ended
// up in, so the depth differs from one build to the next.
function folderHoldingPackageJson(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

/** packages/api: its SQL migrations, its GraphQL schema. */
export const apiPackageRoot = folderHoldingPackageJson(__dirname);

/** The repository root: the default DATA_DIR, the built front end, an optional .env. */
export const repoRoot = path.resolve(apiPackageRoot, '../..');

/**
 * Where the fastify plugins autoload reads are: the TypeScript sources when this file runs as
 * TypeScript (tests through @swc/jest, `tsx` in development), else the compiled copies webpack
 * writes with the same folder tree (packages/api/webpack.config.ts).
 */
export const apiCodeRoot = path.join(apiPackageRoot, __filename.endsWith('.ts') ? 'src' : 'dist');
