// Server-side error reporting: whatever the API logs at level error or worse (a failed request, a
// resolver that threw, a recurring run or an email pass that failed) also goes to Sentry when
// SENTRY_DSN is set, tagged with the request id the log line and the 5xx answer carry. Without a
// DSN, @sentry/node is never loaded. Hooked into the logger rather than into each place that logs,
// so a new failure path is reported without anyone remembering to. (LOG_LEVEL fatal or silent
// therefore turns reporting off too.)
import type { LoggerOptions } from 'pino';

type Sentry = typeof import('@sentry/node');

/** pino's level number for `error`. */
const ERROR_LEVEL = 50;

export interface ServerErrorReporter {
  /** pino's hook: every line is written as before; error lines are reported too, once started. */
  readonly logHooks: NonNullable<LoggerOptions['hooks']>;
  /** Loads @sentry/node and starts reporting to `dsn`. */
  start(settings: { dsn: string; environment: string; release?: string }): Promise<void>;
  /** Sends what is queued (waiting at most `timeoutMs`) and stops. */
  close(timeoutMs?: number): Promise<void>;
}

export function createServerErrorReporter(): ServerErrorReporter {
  let sentry: Sentry | null = null;

  const report = (args: unknown[], bindings: Record<string, unknown>) => {
    if (!sentry) return;
    const [first, second] = args;
    const error =
      first instanceof Error
        ? first
        : first && typeof first === 'object' && 'err' in first
          ? first.err
          : null;
    const message = typeof first === 'string' ? first : typeof second === 'string' ? second : undefined;
    const requestId = typeof bindings.reqId === 'string' ? bindings.reqId : undefined;
    const context = {
      tags: requestId ? { request_id: requestId } : undefined,
      extra: message ? { log: message } : undefined,
    };
    if (error instanceof Error) sentry.captureException(error, context);
    else if (message) sentry.captureMessage(message, { ...context, level: 'error' });
  };

  return {
    logHooks: {
      logMethod(args, method, level) {
        if (level >= ERROR_LEVEL) report(args, this.bindings());
        method.apply(this, args);
      },
    },
    async start({ dsn, environment, release }) {
      const loaded = await import('@sentry/node');
      // Only what reporting needs: no tracing, no instrumentation of other libraries.
      loaded.initWithoutDefaultIntegrations({ dsn, environment, release });
      sentry = loaded;
    },
    async close(timeoutMs = 2000) {
      if (!sentry) return;
      await sentry.close(timeoutMs);
      sentry = null;
    },
  };
}
