// One seeded DATA_DIR per browser run: globalSetup starts the real server once on an empty folder
// (it migrates and seeds the demo church), stops it, and every test's server then starts on a copy
// instead of running initdb, the migrations and the seed again. The copy leaves out what belongs to
// a running server (its lock) and anything it "sent" (mail/). On PostgreSQL (./testDatabase.ts) the
// template folder holds no database: each copy is given a database of its own, made from the
// run's template database.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { assignDatabase } from './testDatabase';

export const DATA_TEMPLATE_ENV = 'HALO_E2E_DATA_TEMPLATE';

const NOT_COPIED = new Set(['halo.lock', 'halo.lock.takeover', 'mail']);

/** A new throwaway DATA_DIR: a copy of the run's seeded template when there is one, else empty. */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'halo-e2e-data-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) {
    cpSync(template, dataDir, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(relative(template, source)),
    });
  }
  assignDatabase(dataDir);
  return dataDir;
}
