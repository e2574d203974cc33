import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// Fails when schema.graphql changed and `npm run codegen -w @halo/api` was not run. The check runs
// in its own node process: graphql-codegen loads ESM-only packages that jest's sandbox cannot.
it('resolverTypes.generated.ts is up to date with schema.graphql', async () => {
  const tsx = require.resolve('tsx/cli');
  const script = path.join(__dirname, 'generateResolverTypes.ts');
  await expect(promisify(execFile)(process.execPath, [tsx, script, '--check'])).resolves.toBeDefined();
}, 30_000);
