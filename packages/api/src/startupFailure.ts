// Why the server, or a command on its database, could not start: problems the person starting it
// can fix (the folder is in use, cannot be used) are told in one line with what to do; the full
// error and its cause follow only at LOG_LEVEL debug or trace. Anything else is a bug: all of it.

const FIXABLE = new Set(['DataDirLockedError', 'DataDirUnusableError']);

/** The fixable problem behind `error`, looking through the wrappers fastify's plugin loader adds. */
export function fixableStartupProblem(error: unknown): Error | null {
  let cause: unknown = error;
  for (let depth = 0; cause instanceof Error && depth < 10; depth += 1) {
    if (FIXABLE.has(cause.name)) return cause;
    cause = cause.cause;
  }
  return null;
}

/** Writes the failure to stderr; `who` starts the sentence ("Halo Give cannot start"). */
export function reportStartupFailure(
  error: unknown,
  who = 'Halo Give cannot start',
  logLevel = process.env.LOG_LEVEL,
): void {
  const problem = fixableStartupProblem(error);
  if (!problem) {
    console.error(error);
    return;
  }
  console.error(`${who}: ${problem.message}`);
  if (logLevel === 'debug' || logLevel === 'trace') console.error(problem.cause ?? problem);
}
