// The browser measurements of `npm run bench` start their servers from one seeded template, as the
// browser suite does (src/harness/globalSetup.ts), instead of each migrating and seeding a new
// database on its first start, which is not what they measure:
//   npx tsx packages/e2e/bench/seededTemplate.ts create    prints the template's settings as JSON
//   npx tsx packages/e2e/bench/seededTemplate.ts remove '<that JSON>'
// On PostgreSQL (DATABASE_URL set) the servers run on copies of a template database; else on PGlite.
import { rmSync } from 'node:fs';
import * as v from 'valibot';
import globalSetup from '../src/harness/globalSetup';
import { DATA_TEMPLATE_ENV } from '../src/harness/seededDataDir';
import { DATABASE_TEMPLATE_ENV, dropRunDatabases } from '../src/harness/testDatabase';

const TemplateSettings = v.object({
  [DATA_TEMPLATE_ENV]: v.string(),
  [DATABASE_TEMPLATE_ENV]: v.optional(v.string()),
});

async function main(): Promise<void> {
  const [command, settings] = process.argv.slice(2);
  if (command === 'create') {
    await globalSetup();
    const created = {
      [DATA_TEMPLATE_ENV]: process.env[DATA_TEMPLATE_ENV],
      [DATABASE_TEMPLATE_ENV]: process.env[DATABASE_TEMPLATE_ENV],
    };
    process.stdout.write(`${JSON.stringify(v.parse(TemplateSettings, created))}\n`);
  } else if (command === 'remove' && settings) {
    const template = v.parse(TemplateSettings, JSON.parse(settings));
    rmSync(template[DATA_TEMPLATE_ENV], { recursive: true, force: true });
    const database = template[DATABASE_TEMPLATE_ENV];
    if (database) await dropRunDatabases(database);
  } else {
    process.stderr.write('usage: seededTemplate.ts create | remove <settings JSON>\n');
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
