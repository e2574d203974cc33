import type { Cents } from './money';

// At most 12 integer digits: far above any gift, far below where cents stop being exact.
const AMOUNT = /^(\d{1,3}(?:[,.\s]\d{3}){0,3}|\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * Reads what a donor typed as a custom amount ("25", "25.5", "1,250.00", "1.250,00") into cents, or
 * null when it is not an amount. A separator followed by one or two final digits is the decimal
 * mark, whichever of `.` and `,` it is, because en and es donors write it differently; separators
 * before groups of three digits are thousands separators. A currency sign and spaces around are ignored.
 */
export function parseAmountInput(text: string): Cents | null {
  const trimmed = text.trim().replace(/^[$€£]\s*|\s*(?:US)?[$€£]$/g, '');
  const match = AMOUNT.exec(trimmed);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/[,.\s]/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return (Number(whole) * 100 + Number(fraction)) as Cents;
}
