// Which original sources a minified file's bytes come from, read from its source map (the
// `mappings` VLQ of https://sourcemaps.info/spec.html): what a chunk holds, and how much of each.

export interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapping segment's fields (generated column, source index, …), each relative to the previous. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * Bytes of `code` per source of `map`: each segment counts from its column to the next segment's (or
 * the line's end). Code mapped to no source (webpack's wrappers) counts as `(generated)`.
 */
export function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const starts: { column: number; source: string }[] = [];
    let column = 0;
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) {
        starts.push({ column, source: '(generated)' });
      } else {
        sourceIndex += sourceDelta;
        starts.push({ column, source: map.sources[sourceIndex] ?? '(generated)' });
      }
    }
    const lineLength = lines[lineIndex]?.length ?? 0;
    starts.forEach(({ column: start, source }, index) => {
      const end = starts[index + 1]?.column ?? lineLength;
      bytes.set(source, (bytes.get(source) ?? 0) + Math.max(0, end - start));
    });
  });
  return bytes;
}
