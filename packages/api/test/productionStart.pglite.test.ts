// `npm start` as a church's production server runs it (real processes, src/main.ts): a production
// PUBLIC_URL without what it needs (APP_KEY, Stripe, PostgreSQL, SMTP) is refused in one line naming
// the setting; with it, an empty database gets no demo church and the banner says how to create the first one; SIGTERM lets a
// request in flight finish before the process exits 0.
import { connect } from 'node:net';
import { ServerProcesses } from './serverProcess';

const servers = new ServerProcesses();
afterAll(() => servers.cleanUp());
const { startServer, tempFolder, migratedFolder, untilServing } = servers;

const PRODUCTION = { PUBLIC_URL: 'https://give.example.org' };
const APP_KEY = 'production-start-test-key-0123456789abcdef';

it.each([
  ['APP_KEY', {}],
  ['STRIPE_SECRET_KEY', { APP_KEY }],
  ['DATABASE_URL', { APP_KEY, ALLOW_SANDBOX: 'true' }],
  ['SMTP_URL', { APP_KEY, ALLOW_SANDBOX: 'true', ALLOW_EMBEDDED_DATABASE: 'true' }],
])('a production start without %s exits 1 saying what to set, and serves nothing', async (setting, env) => {
  const dataDir = tempFolder();
  const server = await startServer(dataDir, { ...PRODUCTION, ...env });
  expect(await server.exited).toBe(1);
  const said = server.output().trim();
  expect(said.split('\n')).toHaveLength(1);
  expect(said).toMatch(
    new RegExp(
      `^Halo Give will not start: PUBLIC_URL is https://give.example.org, a production address: set ${setting}`,
    ),
  );
});

it('a production start on an empty database seeds no demo church and prints no password', async () => {
  const server = await startServer(tempFolder(), {
    ...PRODUCTION,
    APP_KEY,
    ALLOW_SANDBOX: 'true',
    ALLOW_EMBEDDED_DATABASE: 'true',
    ALLOW_FILE_MAIL: 'true',
    LOG_LEVEL: 'warn',
  });
  await untilServing(server);
  const online = await fetch(`http://127.0.0.1:${server.port}/api/online-giving/demo`);
  expect(online.status).toBe(404);
  expect(server.output()).toContain('No church yet: create one with `npm run halo -- church:create --help`.');
  expect(server.output()).not.toMatch(/halo-demo|halo-admin|Demo donor/);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

it('SIGTERM lets a request in flight finish, then the process exits 0', async () => {
  const server = await startServer(migratedFolder());
  await untilServing(server);
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += String(chunk)));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  // Half a request: headers and part of the body, so the server is in the middle of it.
  // A giving call (no CSRF check to answer before the body is read): it answers once the body is in.
  const body = JSON.stringify({ organization_prefixed_id: 'org_none', email: 'guest@example.com' });
  socket.write(
    'POST /api/give/customer HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The listener is closed: a new visitor is not taken any more…
  const refused = await fetch(`http://127.0.0.1:${server.port}/health`).then(
    () => false,
    () => true,
  );
  expect(refused).toBe(true);
  // …but the request already under way gets its whole answer.
  socket.write(body.slice(10));
  await ended;
  expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
  expect(answer).toMatch(/^connection: close\r$/im);
  expect(await server.exited).toBe(0);
});
