import { maskedEmail } from './maskedEmail';

describe('maskedEmail', () => {
  it.each([
    ['jordan@example.org', 'j***@e***.org'],
    ['a@b.co.uk', 'a***@b***.uk'],
    ['x@localhost', 'x***@l***'],
    ['not-an-address', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskedEmail(email)).toBe(masked);
  });

  it('never shows more than the first letters of either part', () => {
    expect(maskedEmail('very.long.name@private-domain.example')).not.toContain('private');
  });
});
