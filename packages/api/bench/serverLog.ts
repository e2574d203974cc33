// The bench server logs at level "error" on its stdout (pino JSON lines). Printing them would bury
// the figures, dropping them would hide failures: they are counted by message and summarised.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export class ServerLog {
  /** "msg: err.message" → how many times the server logged it. */
  readonly errors = new Map<string, number>();

  constructor(stdout: Readable) {
    createInterface({ input: stdout }).on('line', (line) => this.take(line));
  }

  private take(line: string): void {
    let entry: { level?: number; msg?: string; err?: { message?: string } } | null = null;
    try {
      entry = JSON.parse(line);
    } catch {
      // Not pino's: a crash trace or a console line, which the reader should see as it is.
    }
    if (!entry || typeof entry.level !== 'number') {
      process.stderr.write(`[server] ${line}\n`);
      return;
    }
    const key = [entry.msg, entry.err?.message].filter(Boolean).join(': ').slice(0, 160);
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  get total(): number {
    return [...this.errors.values()].reduce((sum, n) => sum + n, 0);
  }

  /** One line per message, most frequent first. */
  summary(): string[] {
    return [...this.errors]
      .sort((a, b) => b[1] - a[1])
      .map(([message, n]) => `${n} × ${message.replace(/\n/g, ' ')}`);
  }
}
