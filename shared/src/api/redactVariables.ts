const SECRET_KEY = /password|token|secret|cvc|cvv|card_?number/i;

/**
 * Variables as sent to error reporting (docs/PRODUCT.md §8 asks for them): secrets such as passwords become
 * `[redacted]`, so a failed `updateDonor` does not put a password in the error-reporting service.
 */
export function redactVariables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactVariables);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : redactVariables(item),
    ]),
  );
}
