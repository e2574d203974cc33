import { missingKeys } from 'halo_shared/i18n';
import { activityMessages } from '../layout/activityMessages';
import { portalMessages } from '../portalMessages';
import { transactionsMessages } from './transactionsMessages';

const flat = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? flat(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('transactions messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(transactionsMessages.en, await transactionsMessages.es())).toEqual([]);
  });

  it('does not redefine a key of the other catalogues of the `portal` namespace', () => {
    const existing = new Set([...flat(portalMessages.en), ...flat(activityMessages.en)]);
    expect(flat(transactionsMessages.en).filter((key) => existing.has(key))).toEqual([]);
  });
});
