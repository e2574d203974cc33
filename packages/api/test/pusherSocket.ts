// A raw Pusher-protocol WebSocket client for tests that need to send what pusher-js never would
// (forged signatures, broken frames) and to read every frame the server sends.
import { WebSocket } from 'ws';

export interface PusherFrame {
  event: string;
  channel?: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on shapes
}

export class PusherSocket {
  readonly frames: PusherFrame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as PusherFrame;
      // The server JSON-encodes `data` inside the frame, as Pusher does.
      if (typeof frame.data === 'string') frame.data = JSON.parse(frame.data);
      this.frames.push(frame);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static open(port: number, path: string): Promise<PusherSocket> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    const client = new PusherSocket(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Opens `/app/{key}?protocol=7` and waits for `pusher:connection_established`; gives the socket id. */
  static async connect(port: number, key: string): Promise<{ client: PusherSocket; socketId: string }> {
    const client = await PusherSocket.open(
      port,
      `/app/${key}?protocol=7&client=js&version=8.4.0&flash=false`,
    );
    const established = await client.next('pusher:connection_established');
    return { client, socketId: established.data.socket_id as string };
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame of `event` not taken yet (waits up to `timeoutMs`). */
  async next(event: string, timeoutMs = 5_000): Promise<PusherFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.event === event);
      if (index !== -1) return this.frames.splice(index, 1)[0]!;
      if (this.closed) throw new Error(`closed (${this.closed.code}) before ${event}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitForClose(timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('not closed');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closed;
  }

  close(): void {
    this.socket.close();
  }
}

/** Polls `check` until it holds (server-side cleanup happens after the client's close frame). */
export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
