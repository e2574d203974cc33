// Private channel authorisation, Pusher's scheme (docs/ARCHITECTURE.md §7): the server that knows the app
// secret signs "socket_id:channel_name"; the WebSocket server checks the signature on subscribe.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ChannelCredentials {
  /** Public: sent to browsers. */
  key: string;
  /** Never leaves the server. */
  secret: string;
}

/** pusher-js's socket ids: two positive integers joined by a dot. */
export function isValidSocketId(socketId: string): boolean {
  return /^\d{1,20}\.\d{1,20}$/.test(socketId);
}

/** The `auth` string of a private channel subscription: `key:HMAC-SHA256(secret, "socket_id:channel")`. */
export function signChannel(credentials: ChannelCredentials, socketId: string, channelName: string): string {
  const signature = createHmac('sha256', credentials.secret)
    .update(`${socketId}:${channelName}`)
    .digest('hex');
  return `${credentials.key}:${signature}`;
}

/** Whether `auth` is the signature of this socket and channel, compared in constant time. */
export function verifyChannelSignature(
  credentials: ChannelCredentials,
  socketId: string,
  channelName: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(credentials, socketId, channelName));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
