// An in-memory PGlite that starts inside jest's module sandbox.
//
// PGlite's Node start-up runs `await import('node:module')` and `import('fs/promises')`; jest runs
// modules in a vm sandbox where dynamic import() throws ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG
// unless node runs with --experimental-vm-modules. So we start PGlite on its browser path instead:
// hand it the compiled WebAssembly and the file-system bundle ourselves (no fetching, no imports)
// and let it see `process.type === 'renderer'` (how it recognises Electron's renderer) while it
// boots. `process` in the sandbox is jest's copy, so nothing outside this test file notices. The
// database itself is the same PostgreSQL build either way; production (tsx) uses the Node path.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../src/db/database';
import { pgliteHandle } from '../src/db/openPglite';

interface PgliteBinaries {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  data: Buffer<ArrayBuffer>;
}

let compiled: Promise<PgliteBinaries> | null = null;

function compileOnce(): Promise<PgliteBinaries> {
  compiled ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [pglite, initdb, data] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite!),
      initdbWasmModule: await WebAssembly.compile(initdb!),
      data: data!,
    };
  })();
  return compiled;
}

/** An empty database, or a copy of `dataDirDump` (a `dumpDataDir` tarball) when given. */
export async function openInMemoryPglite(dataDirDump?: Buffer<ArrayBuffer>): Promise<DatabaseHandle> {
  const { pgliteWasmModule, initdbWasmModule, data } = await compileOnce();
  const sandboxProcess = process as NodeJS.Process & { type?: string };
  const previousType = sandboxProcess.type;
  sandboxProcess.type = 'renderer';
  try {
    const client = new PGlite({
      pgliteWasmModule,
      initdbWasmModule,
      fsBundle: new Blob([data]),
      ...(dataDirDump ? { loadDataDir: new Blob([dataDirDump]) } : {}),
    });
    await client.waitReady;
    return await pgliteHandle(client);
  } finally {
    sandboxProcess.type = previousType;
    if (previousType === undefined) delete sandboxProcess.type;
  }
}
