/**
 * The church's hosted page on the Halo domain, for what the embed cannot do on a church's site (log in,
 * the donor portal): the first label of the API host is the church (`demo.halo.give`); an API host of
 * another name gets the church's label in its place (`api.halo.give` → `demo.halo.give`), and a
 * two-label or `localhost` host gets it in front (`localhost:8080` → `demo.localhost:8080`).
 */
export function hostedPageUrl(apiOrigin: string, org: string, path: string): string {
  const url = new URL(apiOrigin);
  const labels = url.hostname.split('.');
  if (labels[0] !== org) {
    if (labels.length >= 3) labels[0] = org;
    else labels.unshift(org);
  }
  url.hostname = labels.join('.');
  url.pathname = path;
  return url.href;
}
