// One hostile REST request and everything hostile input demands of its answer: never a 5xx, a JSON body
// with a message, validation messages in the requested locale, and no partial write (an error
// changes nothing, a success writes everything it reports, and the database stays consistent).
import type { TestApp } from './helper';
import type { TestResponse } from './httpClient';
import { answerProblems, describeResponse, errorTexts, jsonBodyOf } from './hostileAnswers';
import { tablesAnErrorMayChange, type RestRoute } from './hostileRestRoutes';
import {
  consistencyProblems,
  snapshotChanges,
  takeSnapshot,
  type DatabaseSnapshot,
} from './hostileWriteCheck';

export interface HostileRequest {
  route: RestRoute;
  /** The body as sent: JSON text, or anything for wrong-content-type cases; none for a GET. */
  body?: string | Buffer;
  contentType: string | null;
  /** GET requests name their own URL (path and query are the hostile part). */
  get?: string;
  locale: 'en' | 'es';
}

/** Sends the request with the route's headers (computed once, so a repeat reuses the same key). */
async function send(request: HostileRequest, headers: Record<string, string>, locale: string) {
  const { route, body, contentType } = request;
  // A run that signed this browser out (POST /logout) must not turn every later run into a 419.
  if (route.sendCsrfToken && !route.browser.cookies.has('XSRF-TOKEN')) await route.browser.fetchCsrfCookie();
  return route.browser.request({
    method: request.get === undefined ? 'POST' : 'GET',
    url: request.get ?? route.url,
    payload: body,
    sendCsrfToken: route.sendCsrfToken,
    headers: {
      ...(contentType === null ? {} : { 'content-type': contentType }),
      'x-locale': locale,
      ...headers,
    },
  });
}

/** Why a Spanish 422 is not in Spanish: texts that the same request in English answers too. */
async function localeProblems(
  request: HostileRequest,
  headers: Record<string, string>,
  spanish: TestResponse,
): Promise<string[]> {
  const english = await send(request, headers, 'en');
  if (english.statusCode !== spanish.statusCode) {
    return [`in English the same request answers ${describeResponse(english)}`];
  }
  const englishTexts = errorTexts(english.json());
  const untranslated = errorTexts(spanish.json()).filter((text) => englishTexts.includes(text));
  return untranslated.length > 0 ? [`not translated to Spanish: ${untranslated.join(' | ')}`] : [];
}

const preview = (body: string | Buffer | undefined) => {
  const text = body?.toString() ?? '';
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

/**
 * Checks hostile requests against a rolling snapshot: each run compares the database with the state
 * the previous run left, so a success's writes are not counted against the next request.
 */
export class HostileRestChecker {
  private snapshot: DatabaseSnapshot | null = null;

  constructor(private readonly testApp: TestApp) {}

  /** Runs one request; throws with a report when any property fails. Returns the answer. */
  async check(request: HostileRequest): Promise<TestResponse> {
    const before = (this.snapshot ??= await takeSnapshot(this.testApp.app));
    const headers = request.route.headers();
    const response = await send(request, headers, request.locale);
    const problems = answerProblems(response);
    if (problems.length === 0 && response.statusCode === 422 && request.locale === 'es') {
      problems.push(...(await localeProblems(request, headers, response)));
    }
    const after = await takeSnapshot(this.testApp.app, before);
    this.snapshot = after;
    const changes = snapshotChanges(before, after);
    if (response.statusCode >= 400) {
      const allowed = tablesAnErrorMayChange(response.statusCode);
      const unexpected = Object.keys(changes).filter((table) => !allowed.includes(table));
      if (unexpected.length > 0) {
        problems.push(`the error answer still wrote: ${JSON.stringify(changes).slice(0, 1500)}`);
      }
    } else if (problems.length === 0 && request.route.successProblems) {
      const body = jsonBodyOf(response) as Record<string, unknown>;
      problems.push(...request.route.successProblems(body, after));
    }
    problems.push(...consistencyProblems(after));
    if (problems.length > 0) {
      throw new Error(
        [
          `${request.get ? `GET ${request.get}` : request.route.name} (${request.contentType ?? 'no content type'}, X-Locale ${request.locale})`,
          `body: ${preview(request.body)}`,
          `answer: ${describeResponse(response)}`,
          ...problems,
        ].join('\n'),
      );
    }
    return response;
  }
}
