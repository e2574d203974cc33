/** What we know about the failed operation (docs/PRODUCT.md §8: its query, type and variables). */
export interface ErrorContext {
  query?: string;
  type?: string;
  variables?: unknown;
  [key: string]: unknown;
}

/** The part of an error-reporting client we use; @sentry/browser provides it once loaded. */
export interface ErrorReporter {
  captureException: (error: unknown, hint?: { extra?: Record<string, unknown> }) => unknown;
}

interface ReportingState {
  reporter: ErrorReporter | null;
  /** Errors reported while the reporter module loads, sent once it is there. */
  queued: Array<[unknown, ErrorContext]> | null;
  logToConsole: boolean;
}

const state: ReportingState = { reporter: null, queued: null, logToConsole: false };

/** Called by `initErrorReporting`: `loading` queues reports until `attachReporter` runs. */
export function configureReporting(options: { loading: boolean; logToConsole: boolean }): void {
  state.logToConsole = options.logToConsole;
  state.queued = options.loading ? [] : null;
  state.reporter = null;
}

export function attachReporter(reporter: ErrorReporter | null): void {
  const queued = state.queued ?? [];
  state.queued = null;
  state.reporter = reporter;
  for (const [error, context] of queued) reportError(error, context);
}

/**
 * Sends an error to the error-reporting service. Without a DSN it does nothing, except log to the
 * console in development so problems stay visible there.
 */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (state.reporter) {
    state.reporter.captureException(error, { extra: { ...context } });
  } else if (state.queued) {
    state.queued.push([error, context]);
  } else if (state.logToConsole) {
    console.error(error, context);
  }
}
