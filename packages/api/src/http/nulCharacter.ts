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

/**
 * Where `value` holds a string with U+0000, as a dot path (`first_name`, `filters.search`), or null
 * when it holds none. PostgreSQL text cannot store U+0000 and refuses any query that carries one,
 * so such input is refused at the edge instead of failing deep inside. Iterative, with
 * parent links instead of copied paths: a body may nest 20 000 levels deep.
 */
export function nulCharacterPath(value: unknown): string | null {
  const pending: Pending[] = [{ value, key: null, parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const item = node.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(node);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        // A key is input too (it may reach a JSON column or an error message).
        const childNode = { value: child, key: key.replaceAll('\u0000', ''), parent: node };
        if (key.includes('\u0000')) return pathOf(childNode);
        pending.push(childNode);
      }
    }
  }
  return null;
}
