// Runs once per `jest --selectProjects api`, before any test file: the seeded database template.
import { createTemplate, TEMPLATE_ENV } from './seededDatabaseTemplate';

declare global {
  var haloRemoveTestTemplate: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  const template = await createTemplate();
  // Workers start after globalSetup and inherit the environment.
  process.env[TEMPLATE_ENV] = template.value;
  globalThis.haloRemoveTestTemplate = template.remove;
}
