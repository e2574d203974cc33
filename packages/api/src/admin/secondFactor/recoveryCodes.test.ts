import { normalizeSecondFactorCode } from '@halo/domain';
import { createRecoveryCodeHasher, newRecoveryCodes } from './recoveryCodes';

describe('recovery codes', () => {
  it('are ten different codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('are stored as a keyed hash that a typed code matches however it is spaced or cased', () => {
    const hash = createRecoveryCodeHasher('k'.repeat(40));
    const [code] = newRecoveryCodes();
    const stored = hash(normalizeSecondFactorCode(code!));
    expect(stored).not.toContain(code!.slice(0, 5));
    expect(hash(normalizeSecondFactorCode(` ${code!.toUpperCase().replace('-', ' ')} `))).toBe(stored);
    expect(createRecoveryCodeHasher('j'.repeat(40))(normalizeSecondFactorCode(code!))).not.toBe(stored);
  });
});
