// The halo CLI run as `npm run halo` runs it (a process of its own, src/cli/main.ts) on a temporary
// DATA_DIR, and on a fresh PostgreSQL database of its own in the PostgreSQL pass (DATABASE_URL set).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { runProcess, type CliRun } from './runProcess';
import { queryStoppedDatabase } from './serverProcess';
import { typescriptProcess } from './typescriptProcess';

const CLI = path.resolve(__dirname, '../src/cli/main.ts');

export type { CliRun };

/** Where one test file's CLI and server work: a DATA_DIR (its mail too) and, on PostgreSQL, a database. */
export class CliWorld {
  readonly mailbox = new Mailbox();
  readonly dataDir = this.mailbox.dataDir;
  private databaseUrl: string | null = null;
  private databaseName: string | null = null;

  /** Creates the PostgreSQL database of the PostgreSQL pass; nothing on PGlite. */
  async open(): Promise<void> {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    this.databaseName = `halo_cli_${randomBytes(6).toString('hex')}`;
    await this.admin(adminUrl, `CREATE DATABASE ${this.databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${this.databaseName}`;
    this.databaseUrl = url.toString();
  }

  /** The settings the CLI and the server get: DATA_DIR, and DATABASE_URL in the PostgreSQL pass. */
  get env(): Record<string, string> {
    return { DATA_DIR: this.dataDir, ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : {}) };
  }

  run(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
    const [node, ...nodeArgs] = typescriptProcess(CLI);
    return runProcess(node, [...nodeArgs, ...args], { ...this.env, ...env });
  }

  /** Rows of one SQL statement (the server and the CLI stopped, on PGlite). */
  async query<Row>(statement: string): Promise<Row[]> {
    if (!this.databaseUrl) return queryStoppedDatabase<Row>(this.dataDir, statement);
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query(statement)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  /** How many rows each table a command may write holds: equal before and after a refusal. */
  async footprint(): Promise<Record<string, number>> {
    const tables = [
      'organizations',
      'funds',
      'letter_templates',
      'users',
      'people',
      'auth_tokens',
      'outbox_messages',
      'admin_activity',
    ];
    const [row] = await this.query<Record<string, string>>(
      `SELECT ${tables.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(', ')}`,
    );
    return {
      ...Object.fromEntries(Object.entries(row ?? {}).map(([table, count]) => [table, Number(count)])),
      mailFiles: this.mailbox.all().length,
    };
  }

  async close(): Promise<void> {
    this.mailbox.remove();
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl && this.databaseName) {
      await this.admin(adminUrl, `DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
    }
  }

  private async admin(adminUrl: string, statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
}
