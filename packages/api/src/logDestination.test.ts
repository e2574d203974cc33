import { Writable } from 'node:stream';
import { logDestination } from './logDestination';

describe('logDestination', () => {
  it('leaves pino writing JSON lines to stdout when stdout is not a terminal', () => {
    expect(logDestination(false)).toEqual({});
  });

  it('writes readable lines, not JSON, on a terminal', async () => {
    const written: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const { stream } = logDestination(true, terminal);
    if (!stream) throw new Error('expected a pretty stream on a terminal');
    stream.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: 'server listening' })}\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = written.join('');
    expect(text).toContain('INFO');
    expect(text).toContain('server listening');
    expect(() => JSON.parse(text)).toThrow();
  });
});
