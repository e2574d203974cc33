import { isValidSocketId, signChannel, verifyChannelSignature } from './channelSignature';

// Pusher's published example (docs/ARCHITECTURE.md §7; pusher.com/docs/channels/library_auth_reference/auth-signatures).
const pusherExample = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

describe('signChannel', () => {
  it('matches Pusher’s published test vector', () => {
    expect(signChannel(pusherExample, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });
});

describe('verifyChannelSignature', () => {
  const auth = signChannel(pusherExample, '1234.1234', 'private-foobar');

  it('accepts the signature of the same socket and channel', () => {
    expect(verifyChannelSignature(pusherExample, '1234.1234', 'private-foobar', auth)).toBe(true);
  });

  it.each([
    ['another socket', '1234.1235', 'private-foobar', auth],
    ['another channel', '1234.1234', 'private-foobaz', auth],
    ['a truncated signature', '1234.1234', 'private-foobar', auth.slice(0, -1)],
    ['no signature', '1234.1234', 'private-foobar', undefined],
    [
      'a signature made with another secret',
      '1234.1234',
      'private-foobar',
      signChannel({ ...pusherExample, secret: 'other' }, '1234.1234', 'private-foobar'),
    ],
  ])('refuses %s', (_case, socketId, channel, given) => {
    expect(verifyChannelSignature(pusherExample, socketId, channel, given)).toBe(false);
  });
});

describe('isValidSocketId', () => {
  it.each(['1234.1234', '1.2'])('accepts %s', (id) => expect(isValidSocketId(id)).toBe(true));
  it.each(['', '1234', '1234.', 'a.b', '1234.1234:private-x', '1.2.3'])('refuses %j', (id) =>
    expect(isValidSocketId(id)).toBe(false),
  );
});
