// `node --require` this (test/typescriptProcess.ts) to run the API's TypeScript sources in a process
// of their own: each `.ts` file is compiled to CommonJS by swc, the compiler jest runs the in-process
// tests through (jest.config.js), and kept in a cache on disk by its path and contents, so most of a
// test run's processes find every file already compiled. A process loads the real entry point as
// `tsx` would, for about a third of tsx's start-up work.
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const repositoryRoot = path.resolve(__dirname, '../../..');
const cacheFolder = path.join(repositoryRoot, 'node_modules/.cache/halo-api-test-processes');

// V8's compiled code too (Node's compile cache, checked against each file's contents): node_modules
// and the compiled sources are parsed and compiled once per run rather than in every process.
Module.enableCompileCache?.(path.join(repositoryRoot, 'node_modules/.cache/halo-node-compile'));

// The compiler's version is part of each entry's key; the compiler itself loads only on a miss.
const swcVersion = require('@swc/core/package.json').version;
/** @type {import('@swc/core') | undefined} */
let swc;

const options = (filename) => ({
  filename,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  // Stack traces in a process's output point at the TypeScript lines (with --enable-source-maps).
  sourceMaps: 'inline',
});

function compiled(filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = crypto.createHash('sha256').update(`${swcVersion}\0${filename}\0${source}`).digest('hex');
  const cached = path.join(cacheFolder, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    swc ??= require('@swc/core');
    const { code } = swc.transformSync(source, options(filename));
    // Written aside and renamed, so a process reading the cache beside this one never sees half a
    // file. A process that may not write there (a test's unprivileged server) compiles every time.
    try {
      fs.mkdirSync(cacheFolder, { recursive: true });
      const partial = `${cached}.${process.pid}`;
      fs.writeFileSync(partial, code);
      fs.renameSync(partial, cached);
    } catch {
      // Not cached: the next process compiles this file again.
    }
    return code;
  }
}

// node_modules and the compiled sources are also kept compiled by V8 between processes.
Module.enableCompileCache?.(path.join(cacheFolder, 'v8'));

Module._extensions['.ts'] = (module, filename) => {
  module._compile(compiled(filename), filename);
};
