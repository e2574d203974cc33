// One hostile GraphQL request and what hostile input demands of its answer: never a 5xx, no error that
// is an unhandled exception (yoga's masked "internal error"), no server detail in any message,
// validation messages in the requested locale, and no partial write.
import { INTERNAL_ERROR_MESSAGE } from '../src/http/errorsPlugin';
import type { TestBrowser, TestApp } from './helper';
import type { TestResponse } from './httpClient';
import { describeResponse, leaksInternals } from './hostileAnswers';
import type { GraphqlOperation } from './hostileGraphqlOperations';
import {
  consistencyProblems,
  snapshotChanges,
  takeSnapshot,
  type DatabaseSnapshot,
} from './hostileWriteCheck';
import { toJsonText } from './jsonText';

interface GraphqlError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

/** The portal's own error categories (docs/CONTRACTS.md "GraphQL: the portal"). */
const PORTAL_CATEGORIES = new Set(['validation', 'not_found', 'authorization']);

/**
 * GraphQL's own refusals of a request that does not fit the schema: a body that is no GraphQL
 * request, a syntax error, document validation (yoga's codes), variable coercion (graphql-js's
 * `Variable "$x" …`, without a code). Their messages quote the offending value, so they are not
 * searched for server detail.
 */
const REQUEST_ERROR_CODES = new Set([
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
]);
const isRequestError = (message: string, code: unknown) =>
  REQUEST_ERROR_CODES.has(String(code)) || (code === undefined && /^Variable "\$\w+" /.test(message));

function errorProblems(errors: GraphqlError[]): string[] {
  const problems: string[] = [];
  for (const error of errors) {
    const message = typeof error.message === 'string' ? error.message : '';
    const extensions = error.extensions ?? {};
    if (message === INTERNAL_ERROR_MESSAGE || message === 'Unexpected error.') {
      problems.push('an unhandled exception (masked internal error)');
    } else if ('stacktrace' in extensions || 'originalError' in extensions || 'exception' in extensions) {
      problems.push(`server detail in extensions: ${JSON.stringify(extensions).slice(0, 300)}`);
    } else if (PORTAL_CATEGORIES.has(String(extensions.category))) {
      if (leaksInternals(message)) problems.push(`message leaks internals: ${message}`);
    } else if (!isRequestError(message, extensions.code)) {
      problems.push(`an error outside the contract: ${JSON.stringify(error).slice(0, 400)}`);
    }
  }
  return problems;
}

/** Every message of the portal's validation errors, for comparing two locales' answers. */
function validationTexts(errors: GraphqlError[]): string[] {
  return errors
    .filter((error) => error.extensions?.category === 'validation')
    .flatMap((error) => [
      String(error.message),
      ...Object.values((error.extensions?.validation ?? {}) as Record<string, string[]>).flat(),
    ]);
}

interface GraphqlBody {
  data?: unknown;
  errors?: GraphqlError[];
}

export class HostileGraphqlChecker {
  private snapshot: DatabaseSnapshot | null = null;

  constructor(
    private readonly testApp: TestApp,
    private readonly browser: TestBrowser,
  ) {}

  /** Sends any JSON text as the body of POST /graphql. */
  post(body: string, locale: string): Promise<TestResponse> {
    return this.browser.request({
      method: 'POST',
      url: '/graphql',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-locale': locale },
    });
  }

  private send(operation: GraphqlOperation, variables: unknown, locale: string) {
    return this.post(
      `{"query":${JSON.stringify(operation.document)},"variables":${toJsonText(variables)}}`,
      locale,
    );
  }

  /** Runs one request; throws with a report when any property fails. */
  async check(
    operation: GraphqlOperation,
    variables: unknown,
    locale: 'en' | 'es',
    sendBody?: string,
  ): Promise<TestResponse> {
    const before = (this.snapshot ??= await takeSnapshot(this.testApp.app));
    const response =
      sendBody === undefined
        ? await this.send(operation, variables, locale)
        : await this.post(sendBody, locale);
    const problems: string[] = [];
    if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
    let body: GraphqlBody = {};
    try {
      body = response.json() as GraphqlBody;
    } catch {
      problems.push('body is not JSON');
    }
    const errors = Array.isArray(body.errors) ? body.errors : [];
    if (response.statusCode >= 400 && errors.length === 0) problems.push('a refusal without errors');
    problems.push(...errorProblems(errors));
    const spanish = validationTexts(errors);
    if (problems.length === 0 && locale === 'es' && spanish.length > 0 && sendBody === undefined) {
      const english = validationTexts((await this.send(operation, variables, 'en')).json().errors ?? []);
      const untranslated = spanish.filter((text) => english.includes(text));
      if (untranslated.length > 0) problems.push(`not translated to Spanish: ${untranslated.join(' | ')}`);
    }
    const after = await takeSnapshot(this.testApp.app, before);
    this.snapshot = after;
    const changes = snapshotChanges(before, after);
    const changed = Object.keys(changes).length > 0;
    if (changed && (errors.length > 0 || operation.kind === 'query')) {
      problems.push(
        `${errors.length > 0 ? 'a refused' : 'a'} ${operation.kind} wrote: ${JSON.stringify(changes).slice(0, 1500)}`,
      );
    }
    problems.push(...consistencyProblems(after));
    if (problems.length > 0) {
      const sent = sendBody ?? toJsonText(variables);
      throw new Error(
        [
          `${operation.field} (X-Locale ${locale})`,
          `variables: ${sent.length > 400 ? `${sent.slice(0, 400)}… (${sent.length} chars)` : sent}`,
          `answer: ${describeResponse(response)}`,
          ...problems,
        ].join('\n'),
      );
    }
    return response;
  }
}
