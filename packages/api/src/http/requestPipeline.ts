// The plugins every request passes through on its way to a route: their hooks (request id, locale,
// the CSRF check, CORS, NUL characters, sign-in, Connection: close, the outbox drain, the webhook
// deliveries' pass, security headers), the per-route rate limits, compression and the one error
// handler. A plugin that serves routes of its own (the GraphQL endpoint, the built front end,
// Stripe's webhook) lists them all as dependencies: fastify gives a route in its own scope the hooks
// that scope had when it was made (compression, like the rate limits, reaches only the routes made
// after it, by an onRoute hook), and every route the error handler set before it, so a missing one
// would leave those routes without it.
export const REQUEST_PIPELINE_PLUGINS = [
  'error-reporting',
  'errors',
  'locale',
  'sessions',
  'giving',
  'nul-characters',
  'auth',
  'rate-limit',
  'graceful-shutdown',
  'queued-work',
  'mailer',
  'webhooks',
  'security-headers',
  'compression',
];
