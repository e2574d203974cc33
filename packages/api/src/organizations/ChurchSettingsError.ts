import type { Locale } from '@halo/domain';
import { churchSettingsMessage, type ChurchSettingsMessageKey } from './churchSettingsMessages';

/**
 * A church setting refused, naming the field it is about (`subdomain`, `timeZone`…). Thrown inside
 * the transaction of the change, so nothing of it is written. `message` is the English text; a
 * caller with a reader's locale uses `messageIn`.
 */
export class ChurchSettingsError extends Error {
  constructor(
    readonly field: string,
    readonly key: ChurchSettingsMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(churchSettingsMessage('en', key, params));
    this.name = 'ChurchSettingsError';
  }

  messageIn(locale: Locale): string {
    return churchSettingsMessage(locale, this.key, this.params);
  }
}
