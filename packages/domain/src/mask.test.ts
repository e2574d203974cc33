import { CARD_EXPIRY_MASK } from './constants';
import { applyMask } from './mask';

describe('applyMask', () => {
  it.each<[string, string, string, string]>([
    ['1225', '##/####', '12/25', 'the issue example'],
    ['122027', CARD_EXPIRY_MASK, '12/2027', 'a full card expiry'],
    ['12/2027', CARD_EXPIRY_MASK, '12/2027', 'typed literal is consumed, not doubled'],
    ['12', CARD_EXPIRY_MASK, '12', 'no dangling literal before the next token'],
    ['1', CARD_EXPIRY_MASK, '1', 'partial input'],
    ['1220271234', CARD_EXPIRY_MASK, '12/2027', 'extra input is dropped'],
    ['1a2b-2c0d2e7', CARD_EXPIRY_MASK, '12/2027', 'characters a token refuses are skipped'],
    ['', CARD_EXPIRY_MASK, '', 'empty input'],
    ['123', '', '', 'empty pattern'],
    ['5551234567', '(###) ###-####', '(555) 123-4567', 'phone'],
    ['555', '(###)', '(555)', 'literals at the end are added when no token follows'],
    ['ab12cd', 'XXXXXX', 'ab12cd', 'X takes letters and digits'],
    ['a1b2', 'SS', 'ab', 'S takes letters only'],
    ['abc', 'AAA', 'ABC', 'A uppercases'],
    ['ABC', 'aaa', 'abc', 'a lowercases'],
    ['ab1', 'A-a-#', 'A-b-1', 'mixed tokens and literals'],
    ['12', '!##', '#1', '! makes the next token a literal'],
    ['12', '!###', '#12', 'escaped literal then digits'],
    ['5', '!!#', '!5', '! can escape itself'],
    ['5', '#!', '5', 'a trailing ! escapes nothing'],
    ['ñ1é2', '##', '12', 'non-ASCII letters are not digits'],
    ['ñé', 'SS', '', 'letters are ASCII only'],
    ['🙂12', '##', '12', 'astral characters are skipped'],
    ['<script>1</script>', '###', '1', 'markup is just characters'],
  ])('%j with %j → %j (%s)', (value, pattern, expected) => {
    expect(applyMask(value, pattern)).toBe(expected);
  });

  it('is idempotent on its own output', () => {
    for (const value of ['1225', '122027', '5551234567']) {
      const once = applyMask(value, '(###) ###-####');
      expect(applyMask(once, '(###) ###-####')).toBe(once);
    }
  });

  it('handles very long input quickly', () => {
    expect(applyMask('9'.repeat(100_000), CARD_EXPIRY_MASK)).toBe('99/9999');
  });
});
