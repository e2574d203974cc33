// What --help prints: the list of commands, or one command's options.
import type { CliCommand } from './cliCommand';

export function commandsHelp(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'Usage: npm run halo -- <command> [options]    (npm run halo -- <command> --help for its options)',
    '',
    'Runs on the database the server uses: DATABASE_URL (PostgreSQL; any time) or the embedded one in',
    'DATA_DIR (while the server is stopped). Each command is one transaction: refused, it changes nothing.',
    '',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
  ].join('\n');
}

export function commandHelp(command: CliCommand): string {
  const entries = Object.entries(command.options).map(([name, option]) => ({
    flag: `--${name}${option.value ? ` ${option.value}` : ''}`,
    help: `${option.help}${option.required ? ' (required)' : ''}`,
  }));
  const width = Math.max(10, ...entries.map((entry) => entry.flag.length));
  return [
    `Usage: npm run halo -- ${command.name}${entries.length ? ' [options]' : ''}`,
    '',
    command.summary,
    '',
    ...entries.map((entry) => `  ${entry.flag.padEnd(width)}  ${entry.help}`),
    `  ${'--help'.padEnd(width)}  this text`,
    ...(command.notes ? ['', ...command.notes] : []),
    '',
  ].join('\n');
}
