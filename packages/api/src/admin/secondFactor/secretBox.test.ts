import { createSecretBox } from './secretBox';

describe('the sealed authenticator secret', () => {
  const box = createSecretBox('a'.repeat(40));

  it('opens what it sealed, and a new nonce each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a secret sealed under another APP_KEY or altered', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox('b'.repeat(40)).open(sealed)).toThrow();
    const [iv, tag] = sealed.split('.');
    expect(() => box.open(`${iv}.${tag}.AAAA`)).toThrow();
  });
});
