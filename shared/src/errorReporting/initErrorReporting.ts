import { attachReporter, configureReporting } from './reportError';

export interface ErrorReportingConfig {
  dsn: string | null | undefined;
  environment: string;
  release?: string;
}

/**
 * Starts error reporting. @sentry/browser is imported dynamically and only when a DSN is configured,
 * so pages without one never download it. Sample rates are docs/PRODUCT.md §9's.
 */
export async function initErrorReporting({ dsn, environment, release }: ErrorReportingConfig): Promise<void> {
  if (!dsn) {
    configureReporting({ loading: false, logToConsole: environment === 'development' });
    return;
  }
  configureReporting({ loading: true, logToConsole: false });
  try {
    const Sentry = await import('@sentry/browser');
    Sentry.init({
      dsn,
      environment,
      release,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    attachReporter(Sentry);
  } catch (error) {
    // The chunk failed to load (offline, blocked): fall back to the console rather than lose reports.
    configureReporting({ loading: false, logToConsole: true });
    console.error(error);
  }
}
