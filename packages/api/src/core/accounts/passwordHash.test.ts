import { hashPassword, verifyPassword } from './passwordHash';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapler', hash)).resolves.toBe(false);
  });

  it('salts each hash, so equal passwords do not look equal', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses every password for an account without one, including the decoy’s', async () => {
    await expect(verifyPassword('decoy password, never matches', null)).resolves.toBe(false);
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
