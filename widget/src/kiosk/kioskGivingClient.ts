// The giving form's calls at a lobby kiosk (docs/PRODUCT.md §20, docs/CONTRACTS.md "Lobby kiosk"): the
// giving form's own client, except that a giver starts at `POST /api/kiosk/customer`, which the
// device session authorises (with the page's CSRF token) and which takes an optional email and no
// names. Every other call (the card, the gift and its Idempotency-Key) is the form's, unchanged.
import { customerResponseSchema } from '@halo/domain';
import type { ApiClient } from 'halo_shared/api';
import { createGivingClient, type GivingClient, type GivingResult } from 'halo_shared/api/giving';
import * as v from 'valibot';

const refusalSchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.record(v.string(), v.array(v.string())), {}),
  code: v.optional(v.nullable(v.string()), null),
});

export function createKioskGivingClient(
  api: ApiClient,
  locale: () => string,
  /** The device was refused (turned off, expired): the page says so instead of the form. */
  onDeviceRefused: (message: string) => void,
): GivingClient {
  const client = createGivingClient({ apiUrl: api.apiUrl(''), locale });
  return {
    ...client,
    async createCustomer(body) {
      const response = await api.postJson(
        '/api/kiosk/customer',
        { organization_prefixed_id: body.organization_prefixed_id, email: body.email },
        { headers: { 'X-Locale': locale() } },
      );
      const json: unknown = await response.json().catch(() => null);
      if (response.ok) {
        return { ok: true, status: response.status, data: v.parse(customerResponseSchema, json) };
      }
      const parsed = v.safeParse(refusalSchema, json ?? {});
      const refusal = parsed.success ? parsed.output : { message: '', errors: {}, code: null };
      if (response.status === 401 || response.status === 403) onDeviceRefused(refusal.message);
      const failure: GivingResult<never> = { ok: false, status: response.status, ...refusal, body: json };
      return failure;
    },
  };
}
