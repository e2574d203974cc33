// The calls of an emailed link's page (docs/CONTRACTS.md "REST: manage link", "REST: confirm your
// gift"): the link's token, read from the page's path (`/manage/{token}`, `/confirm/{token}`), is
// their only credential and goes in the JSON body as `token`; no session is made or needed, only the
// CSRF header. A link that opens nothing answers 404 or 410 `{ code, message, locale? }`, parsed with
// the kind's valibot schema into one `refused`; no answer at all, or one nobody can read, is `failed`
// with the generic words. Each kind reads its own answers (`read`) and names its calls in a few lines.
import type { Locale } from '@halo/domain';
import * as v from 'valibot';
import type { ApiRuntime } from './apiRuntime';
import { readJsonBody } from './http';
import { postJson } from './postJson';

/** The link opens nothing (forged, expired, used, revoked, its gift gone); `locale` is the donor's. */
export type EmailedLinkRefused = { kind: 'refused'; code: string; message: string; locale: Locale | null };
/** No answer the page can use: `message` says so in the page's language. */
export type EmailedLinkFailed = { kind: 'failed'; message: string };

/** The answer of a link that opens nothing, as each kind's contract in `@halo/domain` spells it. */
export type EmailedLinkRefusalSchema = v.GenericSchema<
  unknown,
  { code: string; message: string; locale?: Locale | undefined }
>;

export interface EmailedLinkKind<Answer> {
  refusal: EmailedLinkRefusalSchema;
  /** The kind's result for any answer that is not a refusal; null for the generic failure. */
  read(response: Response, json: unknown, api: ApiRuntime): Answer | null;
}

/** The failure with the generic words of docs/PRODUCT.md §8. */
export function emailedLinkFailed(api: ApiRuntime): EmailedLinkFailed {
  return { kind: 'failed', message: api.i18n.t('common:flash.somethingWentWrong') };
}

/** The `message` of an answer `{ message }` (a limit, a refused change), else the generic words. */
export function answerMessage(api: ApiRuntime, json: unknown): string {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : emailedLinkFailed(api).message;
}

/** One kind's call: `POST path` with the link's token (and the call's other fields) in the body. */
export function emailedLinkCall<Answer>(kind: EmailedLinkKind<Answer>) {
  return async function call(
    api: ApiRuntime,
    path: string,
    body: { token: string } & Record<string, string>,
  ): Promise<Answer | EmailedLinkRefused | EmailedLinkFailed> {
    await api.fetchCsrfCookie();
    let response: Response;
    try {
      response = await postJson(api, path, body);
    } catch {
      return emailedLinkFailed(api);
    }
    const json = await readJsonBody(response);
    if (response.status === 404 || response.status === 410) {
      const refusal = v.safeParse(kind.refusal, json);
      if (refusal.success) {
        const { code, message, locale } = refusal.output;
        return { kind: 'refused', code, message, locale: locale ?? null };
      }
    }
    return kind.read(response, json, api) ?? emailedLinkFailed(api);
  };
}
