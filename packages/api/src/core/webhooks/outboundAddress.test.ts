import {
  addressRefusal,
  checkedAddress,
  OutboundAddressRefused,
  urlRefusal,
  type Resolver,
} from './outboundAddress';

const production = { local: false };
const local = { local: true };

describe('addresses a webhook may connect to', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['64:ff9b::a00:1', 'rfc6052'],
  ])('refuses %s (%s) in production', (address, range) => {
    expect(addressRefusal(address, production)).toBe(`${address} is a ${range} address`);
  });

  it.each(['93.184.215.14', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s, a public address',
    (address) => {
      expect(addressRefusal(address, production)).toBeNull();
    },
  );

  it('allows loopback, and loopback only, on a local PUBLIC_URL', () => {
    expect(addressRefusal('127.0.0.1', local)).toBeNull();
    expect(addressRefusal('::1', local)).toBeNull();
    expect(addressRefusal('10.0.0.1', local)).toBe('10.0.0.1 is a private address');
  });
});

describe('endpoint URLs', () => {
  const refusal = (text: string, policy = production) => urlRefusal(new URL(text), policy)?.code ?? null;

  it('must be https in production, and public', () => {
    expect(refusal('https://crm.example.org/halo')).toBeNull();
    expect(refusal('http://crm.example.org/halo')).toBe('notHttps');
    expect(refusal('ftp://crm.example.org/')).toBe('notHttps');
    expect(refusal('https://127.0.0.1/hook')).toBe('privateAddress');
    expect(refusal('https://[::1]/hook')).toBe('privateAddress');
    expect(refusal('https://localhost/hook')).toBe('privateAddress');
    expect(refusal('https://api.localhost/hook')).toBe('privateAddress');
    expect(refusal('http://localhost:3000/hook')).toBe('notHttps');
    expect(refusal('https://user:secret@crm.example.org/')).toBe('credentials');
  });

  it('may be http://localhost or http://127.0.0.1 on a local PUBLIC_URL, not another http address', () => {
    expect(refusal('http://localhost:3000/hook', local)).toBeNull();
    expect(refusal('http://127.0.0.1:3000/hook', local)).toBeNull();
    expect(refusal('http://crm.example.org/hook', local)).toBe('notHttps');
    expect(refusal('https://10.0.0.1/hook', local)).toBe('privateAddress');
  });
});

describe('the address a delivery connects to', () => {
  const answering =
    (...addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('is the first address of a name whose every address is public', async () => {
    await expect(
      checkedAddress(
        new URL('https://crm.example.org/'),
        production,
        answering('93.184.215.14', '2606:4700::1111'),
      ),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('is refused when any address of the name is private (one bad answer among good ones)', async () => {
    const checking = checkedAddress(
      new URL('https://crm.example.org/'),
      production,
      answering('93.184.215.14', '10.0.0.7'),
    );
    await expect(checking).rejects.toThrow(OutboundAddressRefused);
    await expect(checking).rejects.toThrow('crm.example.org resolves to 10.0.0.7 is a private address');
  });

  it('is refused for a name that resolves to a metadata address or an IPv4-mapped private one', async () => {
    for (const address of ['169.254.169.254', '::ffff:192.168.0.1', '100.100.100.100']) {
      await expect(
        checkedAddress(new URL('https://crm.example.org/'), production, answering(address)),
      ).rejects.toThrow(OutboundAddressRefused);
    }
  });

  it('is the literal address itself, without a lookup', async () => {
    const resolve = jest.fn(answering('10.0.0.1'));
    await expect(checkedAddress(new URL('https://93.184.215.14/'), production, resolve)).resolves.toEqual({
      address: '93.184.215.14',
      family: 4,
    });
    expect(resolve).not.toHaveBeenCalled();
  });
});
