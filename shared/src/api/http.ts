import ky from 'ky';

/**
 * The ky instance of every call: credentials always included (the session cookie), no retries (a
 * retried POST could give twice), and HTTP errors returned rather than thrown so each caller applies
 * spec §8 to the status itself.
 */
export const http = ky.create({ credentials: 'include', retry: 0, throwHttpErrors: false, timeout: 30_000 });

/** The JSON body of a response, or null when it has none or it is not JSON. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function describeFailure(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
