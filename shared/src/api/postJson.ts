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
 * that gets no answer rejects with a `[Network]` ApiError. Never retried.
 */
export async function postJson(
  api: ApiRuntime,
  path: string,
  body: unknown,
  options: PostJsonOptions = {},
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
