// The authenticator secret at rest: sealed by the core's secret box (src/core/secretBox.ts) under its
// own key derived from APP_KEY, so the secret in a copy of the database (a backup, a leaked dump)
// cannot mint codes without the server's key.
import { createSecretBox as createPurposeSecretBox, type SecretBox } from '../../core/secretBox';

export type { SecretBox };

export function createSecretBox(appKey: string): SecretBox {
  return createPurposeSecretBox(appKey, 'second-factor-secret-v1');
}
