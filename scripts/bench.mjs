// `npm run bench`: measures what BENCHMARKS.md records against the budgets of DESIGN.md §8.
// Today: the production build's sizes. Run `npm run build` first.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import os from 'node:os';

const dist = resolve(import.meta.dirname, '..', 'dist');
if (!existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

console.log(`# Halo Give benchmarks — ${new Date().toISOString()}`);
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}`,
);
console.log('\n## Build sizes (all JavaScript of each build; gzip level 9)\n');
console.log('| build | files | raw | gzip |');
console.log('|---|---|---|---|');
for (const build of ['embed', 'widget', 'portal', 'shared', 'host']) {
  const dir = join(dist, build);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
  const files = jsFiles(dir);
  const { raw, gzip } = sizeOf(files);
  console.log(`| ${build} | ${files.length} | ${kb(raw)} | ${kb(gzip)} |`);
}
