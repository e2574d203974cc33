// Limits live in the database (docs/ARCHITECTURE.md §4): a real server on the embedded database counts sign-in
// failures, is stopped and started again on the same folder, and still refuses the next attempt.
// Run in the PGlite pass only: it is about the embedded database's folder (on PostgreSQL every
// instance reads the same table, which the API tests already use).
import { DEMO_DONOR } from '../src/seed';
import { freePort, ServerProcesses } from './serverProcess';

describe('limits survive a restart', () => {
  const servers = new ServerProcesses();
  afterAll(() => servers.cleanUp());

  it('sign-in failures counted before a restart still count after it', async () => {
    const dataDir = servers.migratedFolder();
    const port = await freePort();
    // A connection per request: fetch keeps sockets open between calls, and one kept from the server
    // before the restart would be reset by the one after it on the same port.
    const signIn = async () => {
      const csrf = await fetch(`http://127.0.0.1:${port}/sanctum/csrf-cookie`, {
        headers: { host: `demo.localhost:${port}`, connection: 'close' },
      });
      const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
      const token = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice(11));
      const response = await fetch(`http://127.0.0.1:${port}/login`, {
        method: 'POST',
        headers: {
          host: `demo.localhost:${port}`,
          connection: 'close',
          'content-type': 'application/json',
          cookie: cookies.join('; '),
          'x-xsrf-token': token,
        },
        body: JSON.stringify({ email: DEMO_DONOR.email, password: 'not the password' }),
      });
      return response.status;
    };
    let server = await servers.startServer(dataDir, {}, port);
    await servers.untilServing(server);
    const before = [];
    for (let attempt = 0; attempt < 5; attempt += 1) before.push(await signIn());
    expect(before).toEqual([422, 422, 422, 422, 422]);
    server.child.kill('SIGTERM');
    await server.exited;

    server = await servers.startServer(dataDir, {}, port);
    await servers.untilServing(server);
    expect(await signIn()).toBe(429);
    server.child.kill('SIGTERM');
    await server.exited;
  });
});
