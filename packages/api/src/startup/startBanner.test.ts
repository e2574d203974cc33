import { DEMO_ADMIN, DEMO_DONOR } from '../seed';
import { startBanner } from './startBanner';

const base = { database: 'PostgreSQL', publicUrl: 'http://localhost:8080' };

describe('the start banner', () => {
  it('prints the demo passwords on the start that seeded them', () => {
    const banner = startBanner({ ...base, subdomains: ['demo'], demoJustSeeded: true });
    expect(banner).toContain('Giving page:  http://demo.localhost:8080/');
    expect(banner).toContain(`${DEMO_DONOR.email} / ${DEMO_DONOR.password}`);
    expect(banner).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  });

  it('never prints a password on a later start, only the giving pages', () => {
    const banner = startBanner({ ...base, subdomains: ['demo', 'cedar'], demoJustSeeded: false });
    expect(banner).not.toContain(DEMO_DONOR.password);
    expect(banner).not.toContain(DEMO_ADMIN.password);
    expect(banner).toContain('Giving page:  http://demo.localhost:8080/');
    expect(banner).toContain('Giving page:  http://cedar.localhost:8080/');
  });

  it('tells how to create the first church on an empty database', () => {
    const banner = startBanner({
      ...base,
      publicUrl: 'https://give.example.org',
      subdomains: [],
      demoJustSeeded: false,
    });
    expect(banner).toContain('at https://give.example.org.');
    expect(banner).toContain('No church yet: create one with `npm run halo -- church:create --help`.');
  });

  it('lists five giving pages and points to church:list for the rest', () => {
    const subdomains = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const banner = startBanner({ ...base, subdomains, demoJustSeeded: false });
    expect(banner.match(/Giving page:/g)).toHaveLength(5);
    expect(banner).toContain('…and 2 more: `npm run halo -- church:list`.');
  });
});
