// The browser tests drive Debian's Chromium (docs/ARCHITECTURE.md §7: never download a browser build).
// Installs it when missing and we are allowed to (root, as in CI); otherwise says how.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(executable)) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`[e2e] ${executable} not found: installing Debian's chromium…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } else {
    console.error(`[e2e] ${executable} not found. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}
