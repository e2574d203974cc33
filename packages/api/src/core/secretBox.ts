// A secret we must read back kept at rest: AES-256-GCM under a key derived from APP_KEY for one
// purpose, so the secret in a copy of the database (a backup, a leaked dump) is of no use without
// the server's key, and a secret sealed for one purpose cannot be opened as another's.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** `purpose` names the derived key (`second-factor-secret-v1`, `webhook-secret-v1`); never reuse one. */
export function createSecretBox(appKey: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appKey, 'halo-give', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('A sealed secret has three parts');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
