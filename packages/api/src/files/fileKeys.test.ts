import {
  isProfileImageKeyOf,
  isUploadKey,
  newProfileImageKey,
  ownProfileImageKey,
  safeFileName,
} from './fileKeys';

describe('file keys', () => {
  it('keeps only a safe base name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\My Photo (1).PNG')).toBe('My-Photo-1-.PNG');
    expect(safeFileName('...')).toBe('file');
  });

  it("puts new keys in the donor's folder with a random prefix", () => {
    const key = newProfileImageKey('usr_0a1b', 'me.png');
    expect(key).toMatch(/^profile-images\/usr_0a1b\/[0-9a-f]{16}-me\.png$/);
    expect(isProfileImageKeyOf(key, 'usr_0a1b')).toBe(true);
    expect(isProfileImageKeyOf(key, 'usr_0a1c')).toBe(false);
  });

  it("never leaves the caller's folder for HeadObject/DeleteObject", () => {
    expect(ownProfileImageKey('usr_aa', 'profile-images/usr_bb/0123456789abcdef-x.png')).toBe(
      'profile-images/usr_aa/0123456789abcdef-x.png',
    );
    expect(ownProfileImageKey('usr_aa', '..')).toBeNull();
    expect(ownProfileImageKey('usr_aa', 'x.png')).toBeNull();
    expect(isUploadKey('profile-images/usr_aa/../0123456789abcdef-x.png')).toBe(false);
  });
});
