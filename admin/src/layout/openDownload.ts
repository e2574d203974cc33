/**
 * Starts a download of a report link (`GET /api/reports/{token}`, sent with Content-Disposition:
 * attachment, so the console stays where it is). Not `window.open`: after an await the click's user
 * activation is gone and popup blockers would stop it. Its own module so tests can replace it.
 */
export function openDownload(url: string): void {
  window.location.assign(url);
}
