// The API report tests and the portal browser tests render exported PDFs with poppler's `pdftoppm` and read them with
// `pdftotext`. Installs Debian's poppler-utils when missing and we are allowed to (root, as
// in CI); otherwise says how.
import { execFileSync } from 'node:child_process';

function has(command) {
  try {
    execFileSync(command, ['-v'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // pdftotext -v exits non-zero on some versions but still runs; only ENOENT means missing.
    return error?.code !== 'ENOENT';
  }
}

if (!has('pdftotext') || !has('pdftoppm')) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("[tests] pdftotext/pdftoppm not found: installing Debian's poppler-utils…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
  } else {
    console.error(
      '[tests] pdftotext/pdftoppm not found. Install them with: sudo apt-get install -y poppler-utils',
    );
    process.exit(1);
  }
}
