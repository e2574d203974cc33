import type { DepositsMessagesText } from './depositsMessages';

/** The words of a deposit's status. */
export function depositStatusKey(status: 'paid' | 'carried' | 'failed'): keyof DepositsMessagesText {
  return status === 'carried' ? 'statusCarried' : status === 'failed' ? 'statusFailed' : 'statusPaid';
}

/** Where a deposit comes from, in words: a processor's payout, or a batch the church deposited itself. */
export function depositSourceText(
  deposit: { source: 'sandbox' | 'stripe' | 'batch'; batchName?: string | null },
  t: (key: 'sourcePayout' | 'sourceBatch', values?: Record<string, string>) => string,
): string {
  return deposit.source === 'batch' ? t('sourceBatch', { name: deposit.batchName ?? '' }) : t('sourcePayout');
}
