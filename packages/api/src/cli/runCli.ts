// The halo CLI's runner: finds the command, parses its options (node:util parseArgs, then valibot),
// opens the database the server uses (migrating an empty one), runs the command in one transaction,
// sends the emails it queued, and prints one line per result. A refusal is one line naming the
// option, with exit code 1 and nothing written.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Locale } from '@halo/domain';
import * as v from 'valibot';
import { loadConfig, type Config } from '../config';
import { DataDirLockedError } from '../db/dataDirLock';
import { openDatabase } from '../db/openDatabase';
import { createMailer } from '../mail/mailer';
import { sendDueMail } from '../mail/outbox';
import { productionMailProblem } from '../startup/productionStart';
import { ChurchSettingsError } from '../organizations/ChurchSettingsError';
import {
  churchSettingsMessage,
  type ChurchSettingsMessageKey,
} from '../organizations/churchSettingsMessages';
import { CliRefusal, CliRefusalReport, type CliCommand, type CliContext, type CliOutput } from './cliCommand';
import { commandHelp, commandsHelp } from './cliHelp';
import { cliLocale, cliMessage } from './cliMessages';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Redraws a progress line in place; given only when stdout is a terminal (src/cli/main.ts). */
  progress?(text: string): void;
}

/** The option a setting of the feature modules is given with. */
const OPTION_OF_FIELD: Record<string, string> = {
  timeZone: 'timezone',
  adminEmail: 'admin-email',
  contactEmail: 'contact-email',
  displayName: 'display-name',
  logoUrl: 'logo',
  fixedAmounts: 'amounts',
  minAmount: 'min',
  maxAmount: 'max',
  feePercentBps: 'fee-percent',
  feeFixedCents: 'fee-fixed',
  isInMaintenance: 'maintenance',
  smsNumber: 'sms-number',
  isOnlineGivingVisible: 'visible',
  isEnabled: 'enabled',
};

/** A refusal already worded (an option's value). */
class CliLine extends Error {}

const optionName = (field: string) => (field ? `--${OPTION_OF_FIELD[field] ?? field}: ` : '');

const isSettingsKey = (text: string): text is ChurchSettingsMessageKey =>
  churchSettingsMessage('en', text as ChurchSettingsMessageKey) !== undefined;

/** Option values → the command's input, or the refusal's line. */
function parseOptions(
  command: CliCommand,
  args: string[],
  locale: Locale,
): { help: true } | { input: unknown } {
  const options: ParseArgsConfig['options'] = { help: { type: 'boolean', short: 'h' } };
  for (const [name, option] of Object.entries(command.options)) options[name] = { type: option.type };
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new CliRefusal('badOptions', { value: (error as Error).message });
  }
  if (values.help) return { help: true };
  for (const [name, option] of Object.entries(command.options)) {
    if (option.required && values[name] === undefined)
      throw new CliRefusal('missingOption', { option: `--${name}` });
  }
  const parsed = v.safeParse(command.schema, values, { abortPipeEarly: true });
  if (parsed.success) return { input: parsed.output };
  const [issue] = parsed.issues;
  const field = String(issue.path?.[0]?.key ?? '');
  const value = typeof issue.input === 'string' ? issue.input : '';
  const message = isSettingsKey(issue.message)
    ? churchSettingsMessage(locale, issue.message, { value })
    : issue.message;
  throw new CliLine(`${optionName(field)}${message}`);
}

async function runOnDatabase(
  command: Extract<CliCommand, { kind: 'database' }>,
  input: unknown,
  context: CliContext,
  io: CliIo,
): Promise<void> {
  const { config } = context;
  command.check?.(input);
  const noMail = productionMailProblem(config) !== null;
  if (noMail && command.sendsMail) throw new CliRefusal('noProductionMail', { value: config.publicUrl });
  const handle = await openDatabase(config);
  try {
    await handle.migrate();
    const outputs = await handle.db.transaction((tx) => command.run(tx, input, context));
    // The server may be stopped: the emails this command queued leave now (and whatever else is due),
    // unless a production site has no SMTP: what is due then waits for the server (this command sends none).
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger: { info: () => {}, debug: () => {} },
    });
    const mail = noMail
      ? { sent: 0, failed: 0 }
      : await sendDueMail(handle.db, mailer, { settings: config.outbox, log: () => {} });
    for (const output of outputs as CliOutput[]) io.out(typeof output === 'string' ? output : output(mail));
  } finally {
    await handle.close();
  }
}

function refusalLine(error: unknown, locale: Locale, config: Config | null): string | null {
  if (error instanceof CliLine) return error.message;
  if (error instanceof CliRefusalReport) return error.lines.join('\n');
  if (error instanceof CliRefusal) return cliMessage(locale, error.key, error.params);
  if (error instanceof ChurchSettingsError) return `${optionName(error.field)}${error.messageIn(locale)}`;
  if (error instanceof DataDirLockedError) {
    return cliMessage(locale, 'serverHoldsDataDir', {
      pid: error.holder.pid,
      host: error.holder.hostname,
      dataDir: config?.dataDir ?? error.dataDir,
    });
  }
  if (error instanceof Error && error.name === 'DataDirUnusableError') return error.message;
  return null;
}

export async function runCli(
  argv: readonly string[],
  io: CliIo,
  commands: readonly CliCommand[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const locale = cliLocale(env);
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(commandsHelp(commands));
    return name === undefined ? 1 : 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(cliMessage(locale, 'unknownCommand', { value: name }));
    return 1;
  }
  let config: Config | null = null;
  try {
    const options = parseOptions(command, args, locale);
    if ('help' in options) {
      io.out(commandHelp(command));
      return 0;
    }
    config = loadConfig(env);
    const context: CliContext = {
      config,
      locale,
      now: config.clockNow ?? new Date(),
      say: (key, params) => cliMessage(locale, key, params),
      ...(io.progress ? { progress: (text: string) => io.progress?.(text) } : {}),
    };
    if (command.kind === 'folder') {
      for (const line of await command.run(options.input, context)) io.out(line);
    } else {
      await runOnDatabase(command, options.input, context, io);
    }
    return 0;
  } catch (error) {
    const line = refusalLine(error, locale, config);
    if (line === null) {
      io.err(cliMessage(locale, 'failed', { value: error instanceof Error ? error.message : String(error) }));
      if (error instanceof Error && error.stack) io.err(error.stack);
    } else {
      io.err(`${command.name}: ${cliMessage(locale, 'failed', { value: line })}`);
    }
    return 1;
  }
}
