/**
 * The origin of an organization's own site: PUBLIC_URL with the organization's subdomain in front
 * (`http://localhost:8080` → `http://demo.localhost:8080`). Emailed links and the OpenID Connect
 * redirect URI are built from settings, never from the request's Host header, so a forged Host
 * cannot send a donor's reset token to someone else's site (password-reset poisoning).
 */
export function organizationUrl(publicUrl: string, subdomain: string, path = '/'): string {
  const url = new URL(publicUrl);
  url.hostname = `${subdomain}.${url.hostname}`;
  url.pathname = path;
  url.search = '';
  url.hash = '';
  return url.toString();
}
