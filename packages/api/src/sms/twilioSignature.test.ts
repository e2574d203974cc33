import { isTwilioSignatureValid, twilioSignature } from './twilioSignature';

// Twilio's published example (its security documentation and helper libraries' snippets): auth token
// 12345, this URL and these POST parameters.
const AUTH_TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = (caller: string) => ({
  CallSid: 'CA1234567890ABCDE',
  Caller: caller,
  Digits: '1234',
  From: caller,
  To: '+18005551212',
});

describe('twilioSignature', () => {
  it("gives Twilio's published signatures for its published requests", () => {
    expect(twilioSignature(AUTH_TOKEN, URL, params('+14158675309'))).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(twilioSignature(AUTH_TOKEN, URL, params('+14158675310'))).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('sorts parameters by name, whatever order they came in', () => {
    const { To, Digits, CallSid, From, Caller } = params('+14158675309');
    expect(twilioSignature(AUTH_TOKEN, URL, { To, Digits, From, Caller, CallSid })).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
  });

  it('signs each value of a repeated name, sorted', () => {
    expect(twilioSignature('t', 'https://a.example/x', { A: ['2', '1'] })).toBe(
      twilioSignature('t', 'https://a.example/x', { A: ['1', '2'] }),
    );
  });
});

describe('isTwilioSignatureValid', () => {
  const good = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

  it('accepts the signature of exactly that request', () => {
    expect(isTwilioSignatureValid(AUTH_TOKEN, good, URL, params('+14158675309'))).toBe(true);
  });

  it('refuses a missing or empty signature, another token, URL or parameter', () => {
    expect(isTwilioSignatureValid(AUTH_TOKEN, undefined, URL, params('+14158675309'))).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, '', URL, params('+14158675309'))).toBe(false);
    expect(isTwilioSignatureValid('54321', good, URL, params('+14158675309'))).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, good, `${URL}&baz=3`, params('+14158675309'))).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, good, URL, params('+14158675310'))).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, 'short', URL, params('+14158675309'))).toBe(false);
  });
});
