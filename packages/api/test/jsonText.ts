// JSON text for hostile request bodies. JSON.stringify cannot write a number JavaScript cannot hold
// (1e400 becomes null) and drops nothing else we need, but our own writer is also the only way to
// put a literal in place as written: RawJson is copied verbatim.

/** A piece of JSON text copied as is: `1e400`, `-0.0`, 20 000 nested brackets. */
export class RawJson {
  constructor(readonly text: string) {}

  /** So fast-check's counterexample reports show something short. */
  toString(): string {
    return this.text.length > 60 ? `RawJson(${this.text.slice(0, 60)}…)` : `RawJson(${this.text})`;
  }
}

/** The JSON text of `value`: own enumerable keys (an own `__proto__` included), RawJson verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`,
    );
    return `{${members.join(',')}}`;
  }
  // Like JSON.stringify: undefined reads as null inside our bodies; numbers, strings, booleans as usual.
  return JSON.stringify(value ?? null);
}
