// Starts the repository's local OpenID provider (scripts/local-oidc-provider.mjs, a real
// oidc-provider) as a child process for the Google sign-in browser tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './server';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export async function startLocalOidcProvider(redirectUris: string[]): Promise<LocalOidcProvider> {
  const clientId = 'halo-e2e';
  const clientSecret = 'halo-e2e-secret-0123456789';
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/local-oidc-provider.mjs')], {
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
