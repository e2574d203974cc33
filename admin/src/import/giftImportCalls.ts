import {
  giftImportPreviewAnswerSchema,
  giftImportRunAnswerSchema,
  type GiftImportMapping,
  type GiftImportPreviewAnswer,
  type GiftImportRunAnswer,
} from '@halo/domain';
import type { ApiClient } from 'halo_shared/api';
import * as v from 'valibot';

/** A refusal of the Import routes: its message, and the messages by field (`csv`, `mapping`, `createFunds`). */
export interface ImportRefusal {
  ok: false;
  message: string;
  fields: Record<string, string[]>;
}

const refusalSchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.record(v.string(), v.array(v.string())), {}),
});

async function answerOf<T>(
  response: Response,
  schema: v.GenericSchema<unknown, T>,
): Promise<{ ok: true; value: T } | ImportRefusal> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok) {
    const parsed = v.safeParse(schema, body);
    if (parsed.success) return { ok: true, value: parsed.output };
  }
  const refusal = v.safeParse(refusalSchema, body);
  return refusal.success
    ? { ok: false, message: refusal.output.message, fields: refusal.output.errors }
    : { ok: false, message: '', fields: {} };
}

/** `POST /api/admin/gift-import/preview`: the header and the first rows as they will be read. */
export async function previewGiftImport(
  api: Pick<ApiClient, 'postJson'>,
  csv: string,
  mapping: GiftImportMapping | null,
) {
  return answerOf<GiftImportPreviewAnswer>(
    await api.postJson('/api/admin/gift-import/preview', { csv, mapping }),
    giftImportPreviewAnswerSchema,
  );
}

/** `POST /api/admin/gift-import`: a dry run or the import, with the two options. */
export async function runGiftImport(
  api: Pick<ApiClient, 'postJson'>,
  body: {
    csv: string;
    mapping: GiftImportMapping | null;
    dryRun: boolean;
    skipInvalid: boolean;
    createFunds: boolean;
  },
) {
  return answerOf<GiftImportRunAnswer>(
    await api.postJson('/api/admin/gift-import', body),
    giftImportRunAnswerSchema,
  );
}
