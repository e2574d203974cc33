import { missingKeys } from 'halo_shared/i18n';
import { givingMessagesEn } from './givingMessages';
import { givingMessagesEs } from './givingMessages.es';

describe('giving messages', () => {
  it('es has every key en has, and no extra ones', () => {
    expect(missingKeys(givingMessagesEn, givingMessagesEs)).toEqual([]);
    expect(missingKeys(givingMessagesEs, givingMessagesEn)).toEqual([]);
  });

  it('es is really Spanish, not a copy of en', () => {
    expect(givingMessagesEs.done.title).toBe('¡Gracias por tu donación!');
    expect(givingMessagesEs.payment.title).not.toBe(givingMessagesEn.payment.title);
  });
});
