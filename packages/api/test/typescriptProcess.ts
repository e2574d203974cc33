// How the API tests start the API's TypeScript entry points as processes of their own (the server,
// the CLI, one recurring run): plain `node`, each source file compiled on the fly and cached by
// typescriptInProcesses.cjs, rather than through `tsx`, whose own start-up took about 1.5 s of CPU per
// process. The process runs src/ as it is, from the entry point given.
import path from 'node:path';

const COMPILE = path.resolve(__dirname, 'typescriptInProcesses.cjs');

/** The command and arguments running `entryPoint` (a .ts file of src/); arguments of its own follow. */
export function typescriptProcess(entryPoint: string): [string, ...string[]] {
  return [process.execPath, '--enable-source-maps', '--require', COMPILE, entryPoint];
}
