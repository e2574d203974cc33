// The embedded server's app key and secret. Derived from APP_KEY (generated into DATA_DIR/app-key
// when unset, src/giving/appKey.ts), so they need no setting of their own, survive restarts, and are
// the same in every instance sharing APP_KEY. HMAC with distinct labels keeps them independent:
// the key is public (it is in every page), and neither reveals APP_KEY or the secret.
import { createHmac } from 'node:crypto';
import type { ChannelCredentials } from './channelSignature';

export function embeddedCredentials(appKey: string): ChannelCredentials {
  const derive = (label: string) => createHmac('sha256', appKey).update(label).digest('hex');
  return {
    key: derive('halo-live:app-key').slice(0, 20),
    secret: derive('halo-live:app-secret').slice(0, 32),
  };
}
