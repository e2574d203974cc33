import { reportError } from '../errorReporting/reportError';
import { ApiError } from './ApiError';
import { apiUrl } from './apiConfig';
import { ensureCsrfCookie } from './csrf';
import { describeFailure, http } from './http';
import { redactVariables } from './redactVariables';
import { sessionHeaders } from './requestHeaders';
import { redirectOnCsrfExpiry } from './sessionExpiry';

export interface PostJsonOptions {
  headers?: Record<string, string>;
}

/**
 * A JSON POST to the API (spec §7 "Generic JSON requests"): JSON content type, `Accept`, the XSRF
 * header and credentials, after making sure a CSRF cookie exists. Resolves to the response whatever
 * its status, so callers read 422 validation answers; a 419 outside the public paths redirects
 * (spec §8), a status of 500 or more is reported, and a request that gets no answer rejects with a
 * `[Network]` ApiError.
 */
export async function postJson(
  path: string,
  body: unknown,
  options: PostJsonOptions = {},
): Promise<Response> {
  await ensureCsrfCookie();
  const context = { query: path, type: 'POST', variables: redactVariables(body) };
  let response: Response;
  try {
    response = await http.post(apiUrl(path), {
      json: body,
      headers: { ...sessionHeaders(), ...options.headers },
    });
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
  if (response.status === 419) redirectOnCsrfExpiry();
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
