// What a request of the authorization matrix could have changed, taken before and after each cell:
// the whole database, the mail written and the stored files.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { World } from './authorizationWorld';
import { snapshotDatabase, type DatabaseSnapshot } from './wholeDatabaseSnapshot';

/** Everything a request could change: the database, the mail sent and the stored files. */
export interface SideEffects {
  database: DatabaseSnapshot;
  mail: string[];
  files: string[];
}

function filesUnder(folder: string, prefix = ''): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = path.join(folder, name);
    const stats = statSync(full);
    return stats.isDirectory()
      ? filesUnder(full, `${prefix}${name}/`)
      : [`${prefix}${name} (${stats.size} bytes)`];
  });
}

export async function snapshotSideEffects(world: World): Promise<SideEffects> {
  return {
    database: await snapshotDatabase(world.testApp.app),
    mail: filesUnder(path.join(world.mailbox.dataDir, 'mail')).sort(),
    files: filesUnder(path.join(world.mailbox.dataDir, 'files')).sort(),
  };
}
