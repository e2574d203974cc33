// The console's lobby kiosk calls (docs/CONTRACTS.md "Lobby kiosk"): REST, because starting a kiosk
// changes this browser's cookies. Answers are read with the domain's contract.
import { kioskDeviceSchema, kioskDevicesResponseSchema, type KioskDevice, type Locale } from '@halo/domain';
import type { ApiClient } from 'halo_shared/api';
import * as v from 'valibot';

export type KioskCallResult<T> =
  { ok: true; value: T } | { ok: false; message: string | null; fields: Record<string, string[]> };

const refusalSchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.record(v.string(), v.array(v.string())), {}),
});

async function refusal(response: Response): Promise<KioskCallResult<never>> {
  const parsed = v.safeParse(refusalSchema, await response.json().catch(() => ({})));
  return parsed.success
    ? { ok: false, message: parsed.output.message || null, fields: parsed.output.errors }
    : { ok: false, message: null, fields: {} };
}

/** The church's kiosks, newest first; throws when they cannot be read. */
export async function listKioskDevices(api: ApiClient, locale: Locale): Promise<KioskDevice[]> {
  const response = await fetch(api.apiUrl('/api/admin/kiosk-devices'), {
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Locale': locale },
  });
  if (!response.ok) throw new Error(`kiosk devices: ${response.status}`);
  return v.parse(kioskDevicesResponseSchema, await response.json()).data;
}

/** Starts a kiosk on this browser: the session ends here, and the answer says where the kiosk is. */
export async function startKiosk(api: ApiClient, name: string): Promise<KioskCallResult<string>> {
  const response = await api.postJson('/api/admin/kiosk-devices', { name });
  if (response.status !== 201) return refusal(response);
  const answer = v.safeParse(v.object({ kiosk_path: v.string() }), await response.json());
  return { ok: true, value: answer.success ? answer.output.kiosk_path : '/kiosk' };
}

export async function revokeKiosk(api: ApiClient, device: KioskDevice): Promise<KioskDevice> {
  const response = await api.postJson(
    `/api/admin/kiosk-devices/${encodeURIComponent(device.prefixed_id)}/revoke`,
    {},
  );
  if (!response.ok) throw new Error(`revoke kiosk: ${response.status}`);
  return v.parse(v.object({ device: kioskDeviceSchema }), await response.json()).device;
}
