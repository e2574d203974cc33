// What `npm start` prints once it serves: where the churches' giving pages are, and the demo
// passwords only on the start that has just created them (printed again later they would advertise
// a known password on a site that may have gone live since).
import { organizationUrl } from '../core/organizationUrl';
import { DEMO_ADMIN, DEMO_DONOR } from '../seed';

export interface StartBannerFacts {
  /** "PGlite in /path" or "PostgreSQL". */
  database: string;
  publicUrl: string;
  /** Subdomains of the churches, in the order they were created. */
  subdomains: string[];
  demoJustSeeded: boolean;
}

/** At most this many giving pages are listed; `npm run halo -- church:list` has them all. */
const LISTED = 5;

export function startBanner(facts: StartBannerFacts): string {
  const { publicUrl, subdomains } = facts;
  const lines = ['', `Halo Give is running (${facts.database}) at ${publicUrl}.`];
  if (facts.demoJustSeeded) {
    lines.push(
      `  Giving page:  ${organizationUrl(publicUrl, 'demo')}`,
      `  Donor portal: ${organizationUrl(publicUrl, 'demo', '/login')}`,
      `  Demo donor:   ${DEMO_DONOR.email} / ${DEMO_DONOR.password}`,
      `  Demo admin:   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (console: ${organizationUrl(publicUrl, 'demo', '/admin')})`,
    );
  } else if (subdomains.length === 0) {
    lines.push('  No church yet: create one with `npm run halo -- church:create --help`.');
  } else {
    for (const subdomain of subdomains.slice(0, LISTED)) {
      lines.push(`  Giving page:  ${organizationUrl(publicUrl, subdomain)}`);
    }
    if (subdomains.length > LISTED) {
      lines.push(`  …and ${subdomains.length - LISTED} more: \`npm run halo -- church:list\`.`);
    }
  }
  return [...lines, ''].join('\n') + '\n';
}
