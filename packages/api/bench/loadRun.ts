// One autocannon run against a bench server, with its own latency record: autocannon's histogram
// has no p95, and with overallRate it "corrects" latencies with an expected interval of
// ceil(1 / rate) — a rate per second read as milliseconds — which adds made-up samples.
import autocannon from 'autocannon';
import { summarize, type LatencySummary } from './latencyStats';

export interface LoadRunOptions {
  title: string;
  port: number;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called for each request: what changes per request (e.g. an Idempotency-Key). */
  perRequest?: () => { headers?: Record<string, string>; body?: string };
  connections: number;
  seconds: number;
  /** Requests per second over all connections; absent for as fast as the server answers. */
  overallRate?: number;
}

export interface LoadRunResult {
  title: string;
  /** Latency of the 2xx answers. */
  latency: LatencySummary;
  requestsPerSecond: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Requests built with perRequest: sent, or cut off when the run ended. */
  sent: number;
  statusCodes: Record<string, number>;
  seconds: number;
}

export async function runLoad(options: LoadRunOptions): Promise<LoadRunResult> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const { perRequest } = options;
  let sent = 0;
  const request: autocannon.Request = {
    method: options.method ?? 'GET',
    path: options.path,
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(perRequest
      ? {
          setupRequest: (req: autocannon.Request) => {
            sent += 1;
            const next = perRequest();
            return {
              ...req,
              headers: { ...req.headers, ...next.headers },
              ...(next.body === undefined ? {} : { body: next.body }),
            };
          },
        }
      : {}),
  };
  const started = process.hrtime.bigint();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: options.connections,
        duration: options.seconds,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        requests: [request],
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, time) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies.push(time);
    });
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = latencies.length;
  const answered = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
  return {
    title: options.title,
    latency: summarize(latencies),
    requestsPerSecond: ok / seconds,
    ok,
    non2xx: answered - ok,
    errors: result.errors,
    sent,
    statusCodes,
    seconds,
  };
}
