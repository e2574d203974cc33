// The JavaScript a page loads before it is usable (docs/ARCHITECTURE.md §8 size budgets): every `.js` file
// Chromium requests from the moment a page is opened until a readiness condition holds, with its raw
// size, its gzip level-9 size (what the budgets count, whatever encoding the server used) and what
// the server actually sent: the body's bytes as they came over the wire, and their Content-Encoding.
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export interface JavaScriptFile {
  url: string;
  /** Decoded body size in bytes. */
  rawBytes: number;
  /** `zlib.gzipSync(body, { level: 9 })` size in bytes. */
  gzipBytes: number;
  /** The body's size as received, before the browser decoded it (Resource Timing's encodedBodySize). */
  sentBytes: number;
  /** The answer's Content-Encoding (`br`, `gzip`), or null when it came as it is. */
  encoding: string | null;
  /** When the browser asked for it (ms since the epoch, the browser's clock). */
  requestedAt: number;
}

export interface RouteJavaScript {
  /** In the order the responses arrived. */
  files: JavaScriptFile[];
  rawBytes: number;
  gzipBytes: number;
  sentBytes: number;
}

const isJavaScript = (request: Request) => new URL(request.url()).pathname.endsWith('.js');

/** The file's size once its response has fully arrived; null for a request that failed. */
async function measureFile(request: Request): Promise<JavaScriptFile | null> {
  const response = await request.response();
  if (!response) return null;
  const body = await response.body();
  const { responseBodySize } = await request.sizes();
  return {
    url: request.url(),
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    sentBytes: responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? null,
    requestedAt: request.timing().startTime,
  };
}

/**
 * Records the `.js` files `page` requests while `open` navigates and until `ready` resolves (e.g. a
 * locator's `waitFor`): what the page asked for to become usable, not what it fetches afterwards.
 * Counted by request, each awaited to its end: a file asked for before the page was ready counts even
 * when its last byte arrives just after (otherwise a lazily loaded chunk racing the first render,
 * such as the live-updates client, would be in or out from one run to the next).
 */
export async function measureRouteJavaScript(
  page: Page,
  open: () => Promise<unknown>,
  ready: () => Promise<unknown>,
  /**
   * When the page itself saw it was ready (ms since the epoch, the browser's clock): files asked for
   * after it are left out. `ready` is noticed by polling from here, which on a loaded machine can be
   * half a second late, time enough for a screen to ask for what it loads after its first figures.
   */
  readyAt?: () => Promise<number>,
): Promise<RouteJavaScript> {
  const measured: Promise<JavaScriptFile | null>[] = [];
  const onRequest = (request: Request) => {
    if (isJavaScript(request)) measured.push(measureFile(request));
  };
  page.on('request', onRequest);
  try {
    await open();
    await ready();
  } finally {
    page.off('request', onRequest);
  }
  const cutOff = readyAt ? await readyAt() : Number.POSITIVE_INFINITY;
  const files = (await Promise.all(measured)).filter(
    (file): file is JavaScriptFile => file !== null && file.requestedAt <= cutOff,
  );
  return {
    files,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    sentBytes: files.reduce((sum, file) => sum + file.sentBytes, 0),
  };
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per file, largest first, then the total: what a failed budget prints. */
export function describeRouteJavaScript(route: RouteJavaScript): string {
  const lines = [...route.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(
      (file) =>
        `  ${kilobytes(file.gzipBytes).padStart(9)} gzip ${kilobytes(file.sentBytes).padStart(9)} sent (${file.encoding ?? 'as is'}) ${kilobytes(file.rawBytes).padStart(9)} raw  ${file.url}`,
    );
  lines.push(
    `  ${kilobytes(route.gzipBytes).padStart(9)} gzip ${kilobytes(route.sentBytes).padStart(9)} sent ${kilobytes(route.rawBytes).padStart(9)} raw  total (${route.files.length} files)`,
  );
  return lines.join('\n');
}
