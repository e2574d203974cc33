// The server secret behind giving tokens. APP_KEY when set (several API instances must share it);
// otherwise generated once and kept in DATA_DIR/app-key, so the embedded default needs no setup and
// tokens survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function resolveAppKey(settings: { appKey: string | null; dataDir: string }): Promise<string> {
  if (settings.appKey) return settings.appKey;
  const file = path.join(settings.dataDir, 'app-key');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(settings.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // `wx`: when two processes start at once, the second keeps the first one's key.
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
