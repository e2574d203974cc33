import {
  recurringMoveAnswerSchema,
  type RecurringMoveAnswer,
  type RecurringMoveRequestBody,
} from '@halo/domain';
import type { ApiClient } from 'halo_shared/api';
import * as v from 'valibot';

/**
 * A refusal of `POST /api/admin/recurring-move`: its message, its code (a second factor's refusal
 * says which), and the messages by field (`file`, `schedule`, `fundMap`, `source`).
 */
export interface RecurringMoveRefusal {
  ok: false;
  message: string;
  code: string | null;
  fields: Record<string, string[]>;
}

const refusalSchema = v.object({
  message: v.optional(v.string(), ''),
  code: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string())), {}),
});

/** `POST /api/admin/recurring-move`: a dry run or the move. */
export async function runRecurringMove(
  api: Pick<ApiClient, 'postJson'>,
  body: RecurringMoveRequestBody,
): Promise<{ ok: true; value: RecurringMoveAnswer } | RecurringMoveRefusal> {
  const response = await api.postJson('/api/admin/recurring-move', body);
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    answer = null;
  }
  if (response.ok) {
    const parsed = v.safeParse(recurringMoveAnswerSchema, answer);
    if (parsed.success) return { ok: true, value: parsed.output };
  }
  const refusal = v.safeParse(refusalSchema, answer);
  return refusal.success
    ? {
        ok: false,
        message: refusal.output.message,
        code: refusal.output.code ?? null,
        fields: refusal.output.errors,
      }
    : { ok: false, message: '', code: null, fields: {} };
}
