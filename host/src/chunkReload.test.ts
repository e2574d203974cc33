import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  shouldReloadForChunkError,
  type ReloadStorage,
} from './chunkReload';

function memoryStorage(
  initial: Record<string, string> = {},
): ReloadStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

function chunkLoadError(): Error {
  const error = new Error(
    'Loading chunk 123 failed.\n(error: https://demo.halo.give/static/portal/123.abc.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    chunkLoadError(),
    new Error('Loading CSS chunk 7 failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://x/y.js'),
    new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'),
    new Error('RUNTIME-001 Failed to get remoteEntry exports.'),
    Object.assign(new Error('Loading script failed'), { name: 'ScriptExternalLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Loading chunk 1 failed', null, undefined, 42])(
    'ignores %p',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('shouldReloadForChunkError', () => {
  it('reloads on the first chunk failure and records when', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(chunkLoadError(), storage, 1_000_000)).toBe(true);
    expect(storage.data[CHUNK_RELOAD_KEY]).toBe('1000000');
  });

  it('does not reload again when the reload fails the same way (no loop)', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(chunkLoadError(), storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(chunkLoadError(), storage, 1_005_000)).toBe(false);
  });

  it('reloads again for a failure long after the last reload (a later deploy)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    expect(shouldReloadForChunkError(chunkLoadError(), storage, 1_000_000 + 61_000)).toBe(true);
  });

  it('never reloads for other errors', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(new Error('boom'), storage)).toBe(false);
    expect(storage.data).toEqual({});
  });

  it('does not reload without usable storage', () => {
    const throwing: ReloadStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadForChunkError(chunkLoadError(), null)).toBe(false);
    expect(shouldReloadForChunkError(chunkLoadError(), throwing)).toBe(false);
  });
});
