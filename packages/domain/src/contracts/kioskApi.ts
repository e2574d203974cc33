// The lobby kiosk's calls (docs/PRODUCT.md §20, docs/CONTRACTS.md "Lobby kiosk"), written once: the
// API parses requests with these schemas and the console and kiosk page parse the answers. A
// contract: add fields, never rename or remove them.
import * as v from 'valibot';
import { firstIssueOnly } from '../validation/firstIssueOnly';
import { KIOSK_DEVICE_NAME_MAX } from '../kiosk/kioskDevice';

/** `POST /api/admin/kiosk-devices`: start a kiosk on this browser, named so the console can tell it. */
export const kioskStartRequestSchema = v.object(
  {
    name: firstIssueOnly(
      v.pipe(
        v.string('validation.required'),
        v.trim(),
        v.nonEmpty('validation.required'),
        v.maxLength(KIOSK_DEVICE_NAME_MAX, 'validation.maxLength'),
      ),
    ),
  },
  'request.invalid',
);

/**
 * `POST /api/kiosk/customer`: the kiosk's donor. An email (for a receipt) is optional; without one the
 * gift belongs to the church's anonymous donor record. Names are never asked at a kiosk.
 */
export const kioskCustomerRequestSchema = v.object(
  {
    organization_prefixed_id: v.string('request.invalid'),
    email: v.optional(
      v.union(
        [
          v.pipe(v.string(), v.trim(), v.length(0)),
          firstIssueOnly(
            v.pipe(
              v.string('validation.email'),
              v.trim(),
              v.email('validation.email'),
              v.maxLength(255, 'validation.maxLength'),
            ),
          ),
        ],
        'validation.email',
      ),
      '',
    ),
  },
  'request.invalid',
);

export const kioskDeviceStateSchema = v.picklist(['active', 'expired', 'revoked']);

/** A kiosk device as the console lists it. Times are ISO instants. */
export const kioskDeviceSchema = v.object({
  prefixed_id: v.string(),
  name: v.string(),
  started_at: v.string(),
  started_by: v.nullable(v.string()),
  last_used_at: v.nullable(v.string()),
  expires_at: v.string(),
  revoked_at: v.nullable(v.string()),
  state: kioskDeviceStateSchema,
});

/** `GET /api/admin/kiosk-devices`: the church's kiosks, newest first, ended ones too. */
export const kioskDevicesResponseSchema = v.object({ data: v.array(kioskDeviceSchema) });

/** `GET /api/kiosk`: the device this browser is, for the kiosk page. */
export const kioskStatusResponseSchema = v.object({
  organization_prefixed_id: v.string(),
  device: v.object({ name: v.string(), expires_at: v.string() }),
});

export type KioskDevice = v.InferOutput<typeof kioskDeviceSchema>;
export type KioskDevicesResponse = v.InferOutput<typeof kioskDevicesResponseSchema>;
export type KioskStatusResponse = v.InferOutput<typeof kioskStatusResponseSchema>;
export type KioskCustomerRequest = v.InferInput<typeof kioskCustomerRequestSchema>;
