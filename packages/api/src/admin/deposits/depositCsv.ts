// A deposit as CSV (RFC 4180 with a BOM, the report files' writer): Type, Date, Gift, Donor, Amount,
// Fee, Net; amounts are plain decimals, the Net column adds up to the deposit's net (a Stripe
// payout's other activity on a line of its own).
import type { Locale } from '@halo/domain';
import type { DepositRow } from '../../db/schema';
import { csvCell, decimalAmount, UTF8_BOM } from '../../reports/csvStream';
import type { DepositAdjustmentLine, DepositGiftLine } from './depositReads';

const WORDS = {
  en: {
    header: ['Type', 'Date', 'Gift', 'Donor', 'Amount', 'Fee', 'Net'],
    gift: 'Gift',
    refund: 'Refund',
    dispute: 'Dispute',
    disputeFee: 'Dispute fee',
    reversal: {
      refund: 'Refund failed: money returned',
      dispute: 'Dispute won: money returned',
      disputeFee: 'Dispute fee returned',
    },
    carried: 'Carried from the payout before',
    otherActivity: 'Other activity',
    manualPayout: 'Manual payout from Stripe’s dashboard',
    total: 'Deposit',
  },
  es: {
    header: ['Tipo', 'Fecha', 'Donativo', 'Donante', 'Importe', 'Comisión', 'Neto'],
    gift: 'Donativo',
    refund: 'Reembolso',
    dispute: 'Disputa',
    disputeFee: 'Comisión de disputa',
    reversal: {
      refund: 'Reembolso fallido: dinero devuelto',
      dispute: 'Disputa ganada: dinero devuelto',
      disputeFee: 'Comisión de disputa devuelta',
    },
    carried: 'Arrastrado del pago anterior',
    otherActivity: 'Otros movimientos',
    manualPayout: 'Pago manual desde el panel de Stripe',
    total: 'Depósito',
  },
} as const;

/** A record whose text cells are guarded and whose amounts stay numbers (a minus sign is not a formula here). */
function record(text: readonly string[], amounts: readonly number[]): string {
  return `${[...text.map(csvCell), ...amounts.map(decimalAmount)].join(',')}\r\n`;
}

export function depositCsvText(
  deposit: DepositRow,
  gifts: readonly DepositGiftLine[],
  adjustments: readonly DepositAdjustmentLine[],
  locale: Locale,
): string {
  const words = WORDS[locale];
  const lines = [UTF8_BOM + words.header.map(csvCell).join(',') + '\r\n'];
  for (const gift of gifts) {
    lines.push(
      record([words.gift, gift.date, gift.giftPrefixedId, gift.donorName], [gift.amount, gift.fee, gift.net]),
    );
  }
  for (const line of adjustments) {
    const isFee = line.kind === 'disputeFee';
    lines.push(
      record(
        [line.reversal ? words.reversal[line.kind] : words[line.kind], line.date, line.giftPrefixedId, ''],
        [isFee ? 0 : -line.amount, isFee ? line.amount : 0, -line.amount],
      ),
    );
  }
  if (deposit.carriedIn !== 0) {
    lines.push(
      record([words.carried, deposit.payoutDate, '', ''], [deposit.carriedIn, 0, deposit.carriedIn]),
    );
  }
  // A Stripe payout's balance transactions that are none of the church's gifts: their net, one line;
  // a payout made by hand, whose transactions Stripe does not list, is that line.
  if (deposit.otherActivity !== 0) {
    lines.push(
      record(
        [deposit.manual ? words.manualPayout : words.otherActivity, deposit.payoutDate, '', ''],
        [deposit.otherActivity, 0, deposit.otherActivity],
      ),
    );
  }
  lines.push(
    record(
      [words.total, deposit.payoutDate, deposit.payoutId, ''],
      [
        deposit.gross - deposit.refunds - deposit.disputes + deposit.carriedIn + deposit.otherActivity,
        deposit.fees,
        deposit.net,
      ],
    ),
  );
  return lines.join('');
}
