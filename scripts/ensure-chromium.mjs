// The browser tests drive Debian's Chromium (docs/ARCHITECTURE.md §7: never download a browser build):
// its headless shell for the tests, the full browser for the benchmarks (a donor's phone runs a whole
// browser). Installs what is missing when we are allowed to (root, as in CI); otherwise says how.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const browsers = process.env.CHROMIUM_PATH
  ? [{ executable: process.env.CHROMIUM_PATH, debianPackage: 'chromium' }]
  : [
      { executable: '/usr/bin/chromium', debianPackage: 'chromium' },
      { executable: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
    ];
const missing = browsers.filter(({ executable }) => !existsSync(executable));

if (missing.length > 0) {
  const packages = missing.map(({ debianPackage }) => debianPackage);
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(
      `[e2e] ${missing.map(({ executable }) => executable).join(', ')} not found: installing ${packages.join(', ')}…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  } else {
    console.error(
      `[e2e] Not found: ${packages.join(', ')}. Install with: sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
}
