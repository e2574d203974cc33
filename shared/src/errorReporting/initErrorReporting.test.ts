import { initErrorReporting } from './initErrorReporting';
import { reportError } from './reportError';

const mockSentry = {
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: jest.fn(() => ({ name: 'Replay' })),
};
let mockSentryLoads = 0;
jest.mock('@sentry/browser', () => {
  mockSentryLoads += 1;
  return mockSentry;
});

describe('initErrorReporting', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.clearAllMocks();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('does not load @sentry/browser without a DSN, and reporting is then a no-op', async () => {
    await initErrorReporting({ dsn: null, environment: 'production' });
    reportError(new Error('boom'), { query: 'query Me { me { email } }' });
    expect(mockSentryLoads).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs to the console in development when there is no DSN', async () => {
    await initErrorReporting({ dsn: '', environment: 'development' });
    const error = new Error('boom');
    reportError(error, { type: 'query' });
    expect(consoleError).toHaveBeenCalledWith(error, { type: 'query' });
    expect(mockSentryLoads).toBe(0);
  });

  it('loads Sentry with docs/PRODUCT.md §9 sample rates when a DSN is set, and reports with the context', async () => {
    const pending = initErrorReporting({ dsn: 'https://key@sentry.example/1', environment: 'production' });
    const early = new Error('reported while Sentry loads');
    reportError(early, { type: 'mutation' });
    await pending;
    expect(mockSentryLoads).toBe(1);
    expect(mockSentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/1',
        environment: 'production',
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    );
    expect(mockSentry.captureException).toHaveBeenCalledWith(early, { extra: { type: 'mutation' } });
    const late = new Error('later');
    reportError(late, { query: 'q', type: 'query', variables: { a: 1 } });
    expect(mockSentry.captureException).toHaveBeenLastCalledWith(late, {
      extra: { query: 'q', type: 'query', variables: { a: 1 } },
    });
  });
});
