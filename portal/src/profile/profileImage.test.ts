import {
  checkProfileImageDimensions,
  checkProfileImageFile,
  deleteProfileImage,
  profileImageFileName,
  storedProfileImageName,
  uploadProfileImage,
  type Presign,
} from './profileImage';
import { translateIn } from '@halo/testkit/selfService/testTranslate';

const t = translateIn('en');

describe('profile image checks (docs/PRODUCT.md §5)', () => {
  it('accepts jpeg and png up to 1MB', () => {
    expect(checkProfileImageFile({ type: 'image/png', size: 1048576 }, t, 'en')).toBeNull();
    expect(checkProfileImageFile({ type: 'image/jpeg', size: 10 }, t, 'en')).toBeNull();
  });

  it('refuses other types and bigger files with the spec messages', () => {
    expect(checkProfileImageFile({ type: 'image/gif', size: 10 }, t, 'en')).toBe(
      'Image must be a JPEG or PNG file',
    );
    expect(checkProfileImageFile({ type: 'image/png', size: 1048577 }, t, 'en')).toBe(
      'Image must not exceed 1MB',
    );
    expect(checkProfileImageFile({ type: 'image/png', size: 1048577 }, translateIn('es'), 'es')).toBe(
      'La imagen no debe superar 1MB',
    );
  });

  it('refuses images as large as 4096 pixels on a side (the server’s limit)', () => {
    expect(checkProfileImageDimensions({ width: 4095, height: 4095 }, t, 'en')).toBeNull();
    expect(checkProfileImageDimensions({ width: 4096, height: 10 }, t, 'en')).toBe(
      'Image dimensions must be less than 4096x4096',
    );
  });
});

describe('profile image storage', () => {
  it('names each upload anew, keeping the extension', () => {
    const first = profileImageFileName({ type: 'image/png' });
    expect(first).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(profileImageFileName({ type: 'image/png' })).not.toBe(first);
    expect(profileImageFileName({ type: 'image/jpeg' })).toMatch(/\.jpg$/);
  });

  it('finds the object name only in our own profile-images URLs', () => {
    expect(storedProfileImageName('http://demo.localhost:8080/api/files/profile-images/abc.png?x=1')).toBe(
      'abc.png',
    );
    expect(storedProfileImageName('http://demo.localhost:8080/api/files/profile-images%2Fabc.png')).toBe(
      'abc.png',
    );
    expect(storedProfileImageName('https://gravatar.example/avatar.png')).toBeNull();
    expect(storedProfileImageName(null)).toBeNull();
  });

  it('uploads with the presigned method and headers, without cookies, and answers the public URL', async () => {
    const presign = jest.fn<ReturnType<Presign>, Parameters<Presign>>(async () => ({
      url: 'http://files.test/put?sig=1',
      method: 'PUT',
      headers: [{ name: 'Content-Type', value: 'image/png' }],
      publicUrl: 'http://files.test/profile-images/new.png',
    }));
    const send = jest.fn(async () => new Response(null, { status: 200 }));
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(uploadProfileImage(file, { presign, send: send as unknown as typeof fetch })).resolves.toBe(
      'http://files.test/profile-images/new.png',
    );
    expect(presign).toHaveBeenCalledWith('PutObject', expect.stringMatching(/\.png$/));
    expect(send).toHaveBeenCalledWith('http://files.test/put?sig=1', {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: file,
      credentials: 'omit',
    });
  });

  it('fails the upload when storage refuses it', async () => {
    const presign: Presign = async () => ({
      url: 'http://files.test/put',
      method: 'PUT',
      headers: [],
      publicUrl: 'x',
    });
    const send = async () => new Response(null, { status: 403 });
    await expect(
      uploadProfileImage(new Blob(['x'], { type: 'image/png' }), {
        presign,
        send: send as unknown as typeof fetch,
      }),
    ).rejects.toThrow('Storage answered 403');
  });

  it('deletes an old picture through DeleteObject, and never throws', async () => {
    const presign = jest.fn<ReturnType<Presign>, Parameters<Presign>>(async () => ({
      url: 'http://files.test/delete',
      method: 'DELETE',
      headers: [],
      publicUrl: 'x',
    }));
    const send = jest.fn(async () => new Response(null, { status: 204 }));
    await expect(
      deleteProfileImage('http://files.test/api/files/profile-images/old.png', {
        presign,
        send: send as unknown as typeof fetch,
      }),
    ).resolves.toBe(true);
    expect(presign).toHaveBeenCalledWith('DeleteObject', 'old.png');
    const failing = async () => {
      throw new Error('offline');
    };
    await expect(
      deleteProfileImage('http://files.test/profile-images/old.png', {
        presign,
        send: failing as unknown as typeof fetch,
      }),
    ).resolves.toBe(false);
  });
});
