interface Pending {
  value: unknown;
  key: string | null;
  parent: Pending | null;
}

function pathOf(node: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | null = node; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/** Half of a UTF-16 surrogate pair without its other half: not text in any language. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store `text` in a text and in a JSON column. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Where `value` holds a string PostgreSQL cannot store, as a dot path (`first_name`,
 * `filters.search`), or null when it holds none: U+0000 (text refuses it and fails the whole
 * query) or a lone surrogate (JSON keeps it as a `\udfff` escape, which jsonb refuses, so a change
 * recorded in the administrators' activity would fail). Such input is refused at the edge instead
 * of failing deep inside. Iterative, with parent links instead of copied paths: a body may nest
 * 20 000 levels deep.
 */
export function nulCharacterPath(value: unknown): string | null {
  const pending: Pending[] = [{ value, key: null, parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const item = node.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(node);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        // A key is input too (it may reach a JSON column or an error message).
        const childNode = { value: child, key: key.replaceAll('\u0000', ''), parent: node };
        if (!isStorableText(key)) return pathOf(childNode);
        pending.push(childNode);
      }
    }
  }
  return null;
}
