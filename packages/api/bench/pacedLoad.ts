// A steady rate: request i is due at start + i / rate, whatever the answers before it, over at most
// `connections` keep-alive sockets. Latency runs from when the request was handed to the socket
// pool, so time spent queued behind slow answers counts (no coordinated omission), but a timer of
// this process firing late on a busy machine does not. autocannon's overallRate, by contrast, sends
// each second's requests in a burst at the start of the second.
import { summarize } from './latencyStats';
import type { LoadRunResult } from './loadRun';
import { SoakClient, type SoakRequest } from './soakClient';

export interface PacedLoadOptions {
  title: string;
  port: number;
  request: SoakRequest;
  /** Requests per second. */
  rate: number;
  seconds: number;
  connections: number;
  /** The answer is right (e.g. GraphQL without errors); only then is it counted as 2xx. */
  check?: (status: number, body: string) => boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runPacedLoad(options: PacedLoadOptions): Promise<LoadRunResult> {
  const client = new SoakClient(options.port, options.connections);
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let outstanding = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (; sent < total; sent += 1) {
    const due = started + sent * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    // A server slower than the rate would queue requests without end: half a second's worth
    // waiting is enough to know it does not keep up.
    if (outstanding > options.rate / 2) break;
    outstanding += 1;
    const handedOver = performance.now();
    inFlight.push(
      client
        .send(options.request)
        .finally(() => (outstanding -= 1))
        .then(
          (answer) => {
            const right = answer.status < 300 && (options.check?.(answer.status, answer.body) ?? true);
            const code = right ? String(answer.status) : `${answer.status} (wrong answer)`;
            statusCodes[code] = (statusCodes[code] ?? 0) + 1;
            if (right) latencies.push(performance.now() - handedOver);
          },
          () => {
            errors += 1;
          },
        ),
    );
  }
  await Promise.all(inFlight);
  client.close();
  const seconds = (performance.now() - started) / 1000;
  const answered = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
  return {
    title: options.title,
    latency: summarize(latencies),
    requestsPerSecond: latencies.length / seconds,
    ok: latencies.length,
    non2xx: answered - latencies.length,
    errors,
    sent,
    statusCodes,
    seconds,
  };
}
