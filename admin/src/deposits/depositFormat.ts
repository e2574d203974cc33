import type { DepositsMessagesText } from './depositsMessages';

/** The words of a deposit's status. */
export function depositStatusKey(status: 'paid' | 'carried' | 'failed'): keyof DepositsMessagesText {
  return status === 'carried' ? 'statusCarried' : status === 'failed' ? 'statusFailed' : 'statusPaid';
}
