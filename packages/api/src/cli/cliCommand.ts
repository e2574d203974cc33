// The shape of one halo command: its options (node:util parseArgs), the valibot schema that turns
// them into typed input, and what it does. The runner (runCli.ts) parses, opens the database, runs
// the command in one transaction and prints what it returns.
import type { Locale } from '@halo/domain';
import type * as v from 'valibot';
import type { Config } from '../config';
import type { Transaction } from '../db/database';
import type { CliMessageKey } from './cliMessages';

export interface CliOption {
  type: 'string' | 'boolean';
  /** What to write, shown by --help: `NAME`, `URL`, `on|off`. */
  value?: string;
  help: string;
  required?: boolean;
}

export interface CliContext {
  config: Config;
  locale: Locale;
  now: Date;
  say(key: CliMessageKey, params?: Record<string, string | number>): string;
  /**
   * Redraws one line of progress in place (a long import); only on a terminal, so a log or a pipe
   * gets the result lines alone. Absent otherwise.
   */
  progress?: (text: string) => void;
}

/** A line to print after the transaction commits and the outbox is worked. */
export type CliOutput = string | ((afterMail: { sent: number; failed: number }) => string);

interface CommandBase<TSchema extends v.GenericSchema> {
  name: string;
  summary: string;
  options: Record<string, CliOption>;
  /** Option values (strings and booleans keyed by option name) → the command's input. */
  schema: TSchema;
  /** Lines of --help after the options (examples, what is refused). */
  notes?: string[];
}

/** A command on the database: runs inside one transaction, its emails sent before the CLI exits. */
export interface DatabaseCommand<TSchema extends v.GenericSchema> extends CommandBase<TSchema> {
  kind: 'database';
  /**
   * The command queues mail (an invitation): refused before anything is written when a production
   * PUBLIC_URL has no SMTP_URL (src/startup/productionStart.ts), as the server would refuse to start.
   */
  sendsMail?: true;
  /** Refuses what needs no database (a malformed value) before the database is opened. */
  check?(input: v.InferOutput<TSchema>): void;
  run(tx: Transaction, input: v.InferOutput<TSchema>, context: CliContext): Promise<CliOutput[]>;
}

/** A command on the embedded database's folder itself (backup, restore). */
export interface FolderCommand<TSchema extends v.GenericSchema> extends CommandBase<TSchema> {
  kind: 'folder';
  run(input: v.InferOutput<TSchema>, context: CliContext): Promise<string[]>;
}

export type CliCommand<TSchema extends v.GenericSchema = v.GenericSchema> =
  DatabaseCommand<TSchema> | FolderCommand<TSchema>;

/** Keeps a command's schema and run() typed together in a list of commands of different schemas. */
export const defineCommand = <TSchema extends v.GenericSchema>(command: CliCommand<TSchema>): CliCommand =>
  command as unknown as CliCommand;

/**
 * A refusal that explains itself over several lines (an import's counts and each refused line): the
 * first line follows "Nothing was changed:", the others are printed after it; exit 1, nothing written.
 */
export class CliRefusalReport extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines[0] ?? '');
    this.name = 'CliRefusalReport';
  }
}

/** A refusal of the CLI itself (not of a church setting): one line, exit 1, nothing written. */
export class CliRefusal extends Error {
  constructor(
    readonly key: CliMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'CliRefusal';
  }
}
