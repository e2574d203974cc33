// Module `halo_shared/errorReporting`.
export { initErrorReporting, type ErrorReportingConfig } from './errorReporting/initErrorReporting';
export { reportError, type ErrorContext } from './errorReporting/reportError';
export { initAnalytics, type AnalyticsConfig } from './errorReporting/initAnalytics';
