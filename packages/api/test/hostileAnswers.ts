// What every answer to hostile input must look like: never a 5xx, a JSON body, a
// `message` on every error, and nothing of the server's inside (SQL, stack frames, runtime errors).
import { INTERNAL_ERROR_MESSAGE } from '../src/http/errorsPlugin';
import type { TestResponse } from './httpClient';

/** Texts that only come from an unhandled exception or a database error. */
const INTERNAL_DETAIL =
  /\bselect\b.*\bfrom\b|\binsert into\b|\bupdate\b.*\bset\b|violates|syntax error|invalid byte sequence|\brelation "|duplicate key|\bat .*:\d+:\d+|TypeError|RangeError|ReferenceError|Cannot read prop|is not a function|Maximum call stack|undefined is not|pglite|node_modules|Unexpected error\./i;

export function leaksInternals(message: string): boolean {
  return message === INTERNAL_ERROR_MESSAGE || INTERNAL_DETAIL.test(message);
}

/** The parsed JSON body, or undefined for an empty one (204). Throws when the body is not JSON. */
export function jsonBodyOf(response: TestResponse): unknown {
  if (response.body === '') return undefined;
  return response.json();
}

/** Why `response` is not an acceptable answer to a hostile request; empty when it is. */
export function answerProblems(response: TestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  let body: unknown;
  try {
    body = jsonBodyOf(response);
  } catch {
    return [...problems, `body is not JSON: ${response.body.slice(0, 200)}`];
  }
  if (response.statusCode >= 400) {
    const message = (body as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message.trim() === '') problems.push('error without a message');
    else if (leaksInternals(message)) problems.push(`message leaks internals: ${message}`);
  } else if (body === undefined && response.statusCode !== 204) {
    problems.push(`success ${response.statusCode} without a body`);
  }
  return problems;
}

/** Every text of a `{ message, errors }` body, for comparing two locales' answers. */
export function errorTexts(body: unknown): string[] {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const texts = typeof message === 'string' ? [message] : [];
  if (errors && typeof errors === 'object') {
    for (const list of Object.values(errors)) if (Array.isArray(list)) texts.push(...list.map(String));
  }
  return texts;
}

/** A short description of a response for a failure report. */
export function describeResponse(response: TestResponse): string {
  const body = response.body.length > 400 ? `${response.body.slice(0, 400)}…` : response.body;
  return `${response.statusCode} ${body}`;
}
