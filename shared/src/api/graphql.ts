import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { reportError } from '../errorReporting/reportError';
import type { ApiRuntime } from './apiRuntime';
import { ApiError } from './ApiError';
import { describeFailure, readJsonBody } from './http';
import { redactVariables } from './redactVariables';
import { provenAfterRefusal, secondFactorRefusalOf } from './secondFactorChallenge';
import type { SessionCallContext } from './sessionClient';
import { signOutToLogin } from './sessionExpiry';

export interface GraphqlOptions {
  /**
   * For the current-user query (docs/PRODUCT.md §7 `me`): 401 and 419 mean "nobody is signed in", so they neither
   * redirect nor sign out; the ApiError is still thrown for the caller to read.
   */
  ignoreSessionErrors?: boolean;
}

/**
 * A GraphQL document as its text, typed with its result and variables: what graphql-codegen emits with
 * `documentMode: 'string'` (shared/codegen.ts), or a plain string. Sent as is, so the page needs no
 * GraphQL parser or printer.
 */
export type GraphqlDocument<TResult = unknown, TVariables = Record<string, never>> =
  (DocumentTypeDecoration<TResult, TVariables> & { toString(): string }) | string;

interface Operation {
  query: string;
  name: string | null;
  type: string;
}

/**
 * The text to send (trimmed) and, for error reports, the operation's type and name: the first
 * `query`/`mutation`/`subscription` that starts a definition (codegen puts fragments after the
 * operation); `{ … }` alone is an anonymous query.
 */
export function describeOperation(query: string): Operation {
  const definition = /(?:^|\})\s*(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/.exec(query);
  return { query: query.trim(), name: definition?.[2] ?? null, type: definition?.[1] ?? 'query' };
}

function graphqlErrors(body: unknown): GraphQLFormattedError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as GraphQLFormattedError[]) : [];
}

function httpFailure(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message
    ? message
    : `Response not successful: Received status code ${status}`;
}

async function send(
  api: ApiRuntime,
  operation: Operation,
  variables: unknown,
  options: GraphqlOptions,
): Promise<unknown> {
  let response: Response;
  try {
    response = await api.session.post('/graphql', {
      json: { query: operation.query, variables: variables ?? {} },
      context: { ignoreSessionErrors: options.ignoreSessionErrors } satisfies SessionCallContext,
    });
  } catch (cause) {
    throw new ApiError(describeFailure(cause), {
      kind: 'network',
      status: null,
      operation: operation.name,
      cause,
    });
  }
  const body = await readJsonBody(response);
  const errors = graphqlErrors(body);
  const details = { status: response.status, operation: operation.name, errors };

  // The session client's hook has already left the page on a 419 (docs/PRODUCT.md §8).
  if (response.status === 419) {
    throw new ApiError(httpFailure(419, body), { kind: 'network', ...details });
  }
  const category = errors[0]?.extensions?.category ?? null;
  if (category === 401 || response.status === 401) {
    if (!options.ignoreSessionErrors) signOutToLogin(api);
    const message = errors.length ? errors.map((error) => error.message).join('; ') : httpFailure(401, body);
    throw new ApiError(message, { kind: errors.length ? 'graphql' : 'network', category, ...details });
  }
  if (errors.length) {
    throw new ApiError(errors.map((error) => error.message).join('; '), {
      kind: 'graphql',
      category,
      ...details,
    });
  }
  if (!response.ok) throw new ApiError(httpFailure(response.status, body), { kind: 'network', ...details });
  const data = (body as { data?: unknown } | null)?.data;
  if (data === undefined || data === null) {
    throw new ApiError('The response carried no data', { kind: 'network', ...details });
  }
  return data;
}

/**
 * One GraphQL operation: `POST {apiUrl}/graphql` with `{ query, variables }` and the session headers of
 * docs/PRODUCT.md §7, counted by the progress bar, unless the page came with its answer (a query of the
 * first screen, once: shared/src/api/pageAnswers.ts). Resolves to `data`; rejects with one `ApiError` whose message
 * starts `[Network]` or `[GraphQL]`. 419 and 401 follow docs/PRODUCT.md §8 and are not reported; everything else
 * is reported with the operation's query, type and variables.
 */
export async function graphql<TResult, TVariables = Record<string, never>>(
  api: ApiRuntime,
  document: GraphqlDocument<TResult, TVariables>,
  variables?: TVariables,
  options: GraphqlOptions = {},
): Promise<TResult> {
  const operation = describeOperation(document.toString());
  // The hosted page may have brought this answer with it (shared/src/api/pageAnswers.ts).
  const answered = api.pageAnswers.take(operation.name, variables);
  if (answered) return answered.data as TResult;
  for (;;) {
    const progress = api.store.getState();
    progress.beginRequest();
    let failure: ApiError;
    try {
      return (await send(api, operation, variables, options)) as TResult;
    } catch (error) {
      failure =
        error instanceof ApiError
          ? error
          : new ApiError(describeFailure(error), {
              kind: 'network',
              status: null,
              operation: operation.name,
              cause: error,
            });
    } finally {
      api.store.getState().endRequest();
    }
    // Refused for want of the administrator's second factor: asked for it (outside the progress
    // bar), sent again once proven. A refusal the administrator leaves is theirs, not a fault.
    if (secondFactorRefusalOf(failure)) {
      if (await provenAfterRefusal(api.secondFactor, failure)) continue;
      throw failure;
    }
    if (!failure.isSessionError) {
      reportError(failure, {
        query: operation.query,
        type: operation.type,
        variables: redactVariables(variables ?? {}),
      });
    }
    throw failure;
  }
}
