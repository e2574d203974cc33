import { isSecondFactorRefusal, type SecondFactorRefusal } from '@halo/domain';
import { reportError } from '../errorReporting/reportError';
import { ApiError } from './ApiError';
import { describeFailure } from './http';
import { redactVariables } from './redactVariables';
import type { ApiRuntime } from './apiRuntime';

export interface PostJsonOptions {
  headers?: Record<string, string>;
}

/**
 * A JSON POST to the API (docs/PRODUCT.md §7 "Generic JSON requests") through the session client, whose hooks
 * fetch a missing CSRF cookie, add `Accept`, the XSRF header and the other session headers, and send
 * a 419 outside the public paths to the start (docs/PRODUCT.md §8). Resolves to the response whatever its
 * status, so callers read 422 validation answers; a status of 500 or more is reported, and a request
 * that gets no answer rejects with a `[Network]` ApiError. Never retried, except once after a 403 for
 * want of the administrator's second factor that the console's challenge had them prove, as its
 * GraphQL operations are.
 */
export async function postJson(
  api: ApiRuntime,
  path: string,
  body: unknown,
  options: PostJsonOptions = {},
): Promise<Response> {
  const response = await postJsonOnce(api, path, body, options);
  const refusal = await secondFactorRefusalIn(response);
  if (refusal && api.secondFactor && (await api.secondFactor(refusal))) {
    return postJsonOnce(api, path, body, options);
  }
  return response;
}

/** The second factor's refusal code in a 403 answer `{ message, code }`, read from a copy. */
async function secondFactorRefusalIn(response: Response): Promise<SecondFactorRefusal | null> {
  if (response.status !== 403) return null;
  try {
    const answer: unknown = await response.clone().json();
    const code = typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : null;
    return isSecondFactorRefusal(code) ? code : null;
  } catch {
    return null;
  }
}

async function postJsonOnce(
  api: ApiRuntime,
  path: string,
  body: unknown,
  options: PostJsonOptions,
): Promise<Response> {
  const context = { query: path, type: 'POST', variables: redactVariables(body) };
  let response: Response;
  try {
    response = await api.session.post(path, { json: body, headers: options.headers });
  } catch (cause) {
    const error = new ApiError(describeFailure(cause), {
      kind: 'network',
      status: null,
      operation: path,
      cause,
    });
    reportError(error, context);
    throw error;
  }
  if (response.status >= 500) {
    reportError(
      new ApiError(`Response not successful: Received status code ${response.status}`, {
        kind: 'network',
        status: response.status,
        operation: path,
      }),
      context,
    );
  }
  return response;
}
