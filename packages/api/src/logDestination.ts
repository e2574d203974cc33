import pinoPretty from 'pino-pretty';

/**
 * Someone running `npm start` in a terminal reads the log: pino's pretty printer there, one JSON
 * object a line everywhere else (a process manager, a container, a file), as log collectors expect.
 */
export function logDestination(
  stdoutIsTerminal: boolean,
  terminal: NodeJS.WritableStream | number = 1,
): { stream?: NodeJS.WritableStream } {
  return stdoutIsTerminal
    ? { stream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', destination: terminal }) }
    : {};
}
