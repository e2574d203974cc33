import { missingKeys } from 'halo_shared/i18n';
import { portalMessages } from '../portalMessages';
import { activityMessages } from './activityMessages';

describe('layout and dashboard messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(activityMessages.en, await activityMessages.es())).toEqual([]);
  });

  it('does not redefine a key of portalMessages (both merge into the `portal` namespace)', () => {
    const flat = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        child && typeof child === 'object' ? flat(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const existing = new Set(flat(portalMessages.en));
    expect(flat(activityMessages.en).filter((key) => existing.has(key))).toEqual([]);
  });
});
