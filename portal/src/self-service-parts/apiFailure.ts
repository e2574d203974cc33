/** What the portal contract puts in `errors[].extensions` (docs/CONTRACTS.md "GraphQL: the portal"). */
interface PortalErrorExtensions {
  category?: unknown;
  code?: unknown;
  validation?: unknown;
}

function firstExtensions(error: unknown): PortalErrorExtensions {
  // ApiError (halo_shared/api) keeps the response's `errors` as they came.
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as { extensions?: unknown } | undefined) : undefined;
  const extensions = first?.extensions;
  return typeof extensions === 'object' && extensions !== null ? (extensions as PortalErrorExtensions) : {};
}

/** `extensions.code` of the first GraphQL error (`PAYMENT_METHOD_IN_USE`, `NOT_FOUND`), else null. */
export function failureCode(error: unknown): string | null {
  const { code } = firstExtensions(error);
  return typeof code === 'string' ? code : null;
}

/**
 * The server's field messages (already in the request's locale), first per field. Keys are the
 * argument or input field names; a dotted path (`input.expDate`) is reduced to its last part so it
 * matches the form's field names.
 */
export function failureFieldErrors(error: unknown): Record<string, string> {
  const { validation } = firstExtensions(error);
  if (typeof validation !== 'object' || validation === null) return {};
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(validation as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    const field = path.split('.').pop() ?? path;
    if (typeof first === 'string' && !fields[field]) fields[field] = first;
  }
  return fields;
}

/**
 * Sorts the server's field messages onto the form: `rename` maps an argument name to the form's field
 * (`stripePaymentMethodId` → `paymentMethodId`); messages for fields the form does not show come back
 * in `unplaced`, to be shown above the form rather than lost.
 */
export function placeFieldErrors(
  errors: Record<string, string>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): { fields: Record<string, string>; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const target = rename[field] ?? field;
    if (fields.includes(target)) placed[target] ??= message;
    else unplaced.push(message);
  }
  return { fields: placed, unplaced };
}
