// Runs once per browser run, before any test file: the seeded DATA_DIR every server starts from.
import { rmSync } from 'node:fs';
import { DATA_TEMPLATE_ENV } from './seededDataDir';
import { startServer } from './server';

declare global {
  var haloRemoveE2eTemplate: (() => void) | undefined;
}

export default async function globalSetup(): Promise<void> {
  const seeded = await startServer({}, { keepDataDir: true });
  await seeded.stop();
  // Workers start after globalSetup and inherit the environment.
  process.env[DATA_TEMPLATE_ENV] = seeded.dataDir;
  globalThis.haloRemoveE2eTemplate = () => rmSync(seeded.dataDir, { recursive: true, force: true });
}
