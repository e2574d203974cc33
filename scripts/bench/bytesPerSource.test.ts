import { bytesPerSource } from './bytesPerSource';

describe('bytesPerSource', () => {
  it('counts each segment up to the next one or the end of the line, per source', () => {
    // Line 1: columns 0–3 from a.ts, 4–9 from b.ts; line 2: columns 0–1 unmapped, 2–4 from a.ts.
    // Segments: "AAAA" (col 0, src 0), "ICAA" (col +4, src +1), ";A" (col 0, no source), "EDAA" (col +2, src −1).
    const code = 'abcdefghij\nxyzuv';
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA;A,EDAA' };
    expect(Object.fromEntries(bytesPerSource(code, map))).toEqual({
      'a.ts': 4 + 3,
      'b.ts': 6,
      '(generated)': 2,
    });
  });

  it('reads multi-digit VLQ values (a column past 15)', () => {
    // "gBAAA": column +16 from source 0.
    const code = `${'x'.repeat(16)}yyyy`;
    expect(Object.fromEntries(bytesPerSource(code, { sources: ['big.ts'], mappings: 'A,gBAAA' }))).toEqual({
      '(generated)': 16,
      'big.ts': 4,
    });
  });
});
