import type { TFunction } from 'i18next';
import { giftMethod } from './giftMethod';
import { giftsMessages } from './giftsMessages';

const t = ((key: string, params?: Record<string, string>) =>
  (giftsMessages.en as unknown as Record<string, string>)[key]!.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => params?.[name] ?? '',
  )) as unknown as TFunction<string>;

describe('giftMethod', () => {
  it('names a recorded or imported offline gift by its method, a card gift by its card', () => {
    const gift = { offlineMethod: null, cardBrand: null, cardLastFour: null };
    expect(giftMethod({ ...gift, offlineMethod: 'check' }, t)).toBe('Check');
    expect(giftMethod({ ...gift, offlineMethod: 'card' }, t)).toBe('Card (imported)');
    expect(giftMethod({ ...gift, offlineMethod: 'bank' }, t)).toBe('Bank account (imported)');
    expect(giftMethod({ ...gift, offlineMethod: 'other' }, t)).toBe('Other (imported)');
    expect(giftMethod({ ...gift, cardBrand: 'visa', cardLastFour: '4242' }, t)).toBe('Visa ending in 4242');
    expect(giftMethod(gift, t)).toBe('Online');
  });
});
