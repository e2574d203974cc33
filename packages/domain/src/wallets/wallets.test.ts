import { walletDomainOf, walletMethodText, walletName, walletOf, walletWebsiteOf } from './wallets';

describe('wallets', () => {
  it('takes Apple Pay and Google Pay from Stripe and nothing else', () => {
    expect(walletOf('apple_pay')).toBe('apple_pay');
    expect(walletOf('google_pay')).toBe('google_pay');
    expect(walletOf('samsung_pay')).toBeNull();
    expect(walletOf(null)).toBeNull();
  });

  it('names each wallet in English and Spanish, the test wallet labelled as one', () => {
    expect(walletName('apple_pay', 'es')).toBe('Apple Pay');
    expect(walletName('test_wallet', 'en')).toBe('Test wallet (sandbox)');
    expect(walletName('test_wallet', 'es')).toBe('Billetera de prueba (sandbox)');
  });

  it('writes the method with the card behind the wallet', () => {
    expect(walletMethodText('google_pay', { brand: 'visa', lastFour: '4242' }, 'en')).toBe(
      'Google Pay (Visa •••• 4242)',
    );
    expect(walletMethodText('apple_pay', { brand: null, lastFour: null }, 'en')).toBe('Apple Pay');
  });

  it('finds the one domain of a website, and none for a wildcard', () => {
    expect(walletDomainOf('https://give.cedar.org')).toBe('give.cedar.org');
    expect(walletDomainOf('https://Give.Cedar.org:8443')).toBe('give.cedar.org');
    expect(walletDomainOf('https://*.cedar.org')).toBeNull();
    expect(walletWebsiteOf('https://*.cedar.org')).toEqual({ unregistrable: 'wildcard' });
    expect(walletWebsiteOf('http://localhost:*')).toEqual({ unregistrable: 'local' });
    expect(walletWebsiteOf('https://*.localhost:*')).toEqual({ unregistrable: 'wildcard' });
    expect(walletWebsiteOf('http://127.0.0.1:8080')).toEqual({ unregistrable: 'local' });
  });
});
