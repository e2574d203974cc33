// The repository's local OpenID provider (scripts/local-oidc-provider.mjs, a real oidc-provider)
// started as a child process, standing in for Google in the sign-in tests of the API and the browser:
// jest's CommonJS sandbox cannot load the ESM-only package itself.
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

const script = path.resolve(__dirname, '../../../../scripts/local-oidc-provider.mjs');

/** A provider whose one client may return to `redirectUris`; resolves once it answers at its issuer. */
export async function startLocalOidcProvider(redirectUris: string[]): Promise<LocalOidcProvider> {
  const clientId = 'halo-test';
  const clientSecret = 'halo-test-secret-0123456789';
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_REDIRECT_URIS: redirectUris.join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`oidc-provider did not start:\n${output}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ISSUER (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`oidc-provider exited with ${code}:\n${output}`)));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
