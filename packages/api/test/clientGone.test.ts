// A client that leaves before its answer (a closed tab, a load tester stopping: `npm run bench` saw
// ~40 per run) is not a server failure: it is logged at info, never as "request failed", so the error
// log keeps only real failures. A stream error while the client is still there stays an error.
import { connect } from 'node:net';
import { startTestApp, type TestApp } from './helper';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { code?: string };
}

const ERROR_LEVEL = 50;
const lines: LogLine[] = [];
let testApp: TestApp;

function prematureClose(): Error {
  return Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

beforeAll(async () => {
  testApp = await startTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    beforeReady: (app) => {
      // What fastify reports when the answer's stream ends because the client's socket closed.
      app.get('/api/test-only/client-left', async (request) => {
        request.raw.socket.destroy();
        await new Promise((resolve) => setImmediate(resolve));
        throw prematureClose();
      });
      app.get('/api/test-only/stream-broke', async () => {
        throw prematureClose();
      });
    },
  });
});
afterAll(() => testApp?.close());

/** A raw GET, so the client can be gone without the HTTP client itself reporting an error. */
function get(path: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(testApp.port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: demo.localhost\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

async function logOf(path: string): Promise<LogLine[]> {
  lines.length = 0;
  await get(path);
  const deadline = Date.now() + 5_000;
  while (!lines.some((line) => line.msg === 'request completed') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [...lines];
}

it('logs a client that left before its answer at info, not as a failed request', async () => {
  const log = await logOf('/api/test-only/client-left');
  expect(log.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  expect(log.some((line) => line.msg === 'client left before the answer')).toBe(true);
});

it('still logs the same stream error as a failure while the client is there to be answered', async () => {
  const log = await logOf('/api/test-only/stream-broke');
  expect(log.filter((line) => line.level >= ERROR_LEVEL).map((line) => [line.msg, line.err?.code])).toEqual([
    ['request failed', 'ERR_STREAM_PREMATURE_CLOSE'],
  ]);
});
