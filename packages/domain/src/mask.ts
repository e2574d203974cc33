import { MASK_TOKENS, type MaskToken } from './constants';

const tokenOf = (character: string | undefined): MaskToken | undefined =>
  character !== undefined && Object.hasOwn(MASK_TOKENS, character)
    ? MASK_TOKENS[character as keyof typeof MASK_TOKENS]
    : undefined;

/**
 * Formats `value` with a mask pattern (docs/PRODUCT.md §9 tokens: `#` digit, `X` letter or digit, `S` letter,
 * `A` letter uppercased, `a` letter lowercased, `!` makes the next character literal). Literal
 * pattern characters are inserted (a typed one that matches is consumed); input characters a token
 * refuses are skipped. Literals at the end are added once the input is used up, but only when no
 * token follows them, so typing "12" into `##/####` shows "12", not "12/", and backspace works.
 *
 * `applyMask('1225', '##/####')` → `'12/25'`.
 */
export function applyMask(value: string, pattern: string): string {
  let output = '';
  let iPattern = 0;
  let iValue = 0;
  while (iPattern < pattern.length && iValue < value.length) {
    let patternChar = pattern[iPattern] as string;
    const valueChar = value[iValue] as string;
    const token = tokenOf(patternChar);
    if (token?.pattern) {
      if (token.pattern.test(valueChar)) {
        output += token.transform ? token.transform(valueChar) : valueChar;
        iPattern++;
      }
      iValue++;
      continue;
    }
    if (token?.escape) {
      iPattern++;
      // A trailing `!` escapes nothing.
      if (iPattern >= pattern.length) break;
      patternChar = pattern[iPattern] as string;
    }
    output += patternChar;
    if (valueChar === patternChar) iValue++;
    iPattern++;
  }

  let trailing = '';
  while (iPattern < pattern.length) {
    const patternChar = pattern[iPattern] as string;
    if (tokenOf(patternChar)) return output;
    trailing += patternChar;
    iPattern++;
  }
  return output + trailing;
}
