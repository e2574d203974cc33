// Runs once per `jest --selectProjects api`, before any test file: the seeded database template
// (and on PGlite the migrated one that process tests copy into a DATA_DIR).
import { MIGRATED_DATA_DIR_ENV } from './migratedDataDir';
import { createTemplate, TEMPLATE_ENV } from './seededDatabaseTemplate';

declare global {
  var haloRemoveTestTemplate: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  const template = await createTemplate();
  // Workers start after globalSetup and inherit the environment.
  process.env[TEMPLATE_ENV] = template.value;
  if (template.migrated) process.env[MIGRATED_DATA_DIR_ENV] = template.migrated;
  globalThis.haloRemoveTestTemplate = template.remove;
}
