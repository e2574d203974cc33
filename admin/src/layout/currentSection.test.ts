import { currentSection } from './currentSection';

describe('currentSection', () => {
  it.each([
    ['/admin', 'overview'],
    ['/admin/', 'overview'],
    ['/admin?x=1', 'overview'],
    ['/admin/websites', 'websites'],
    ['/admin/embed-code#top', 'embed-code'],
    ['/admin/payments/return', 'payments'],
    ['/admin/overview', null],
    ['/admin/unknown', null],
    ['/dashboard', null],
  ])('%s → %s', (path, section) => {
    expect(currentSection(path)).toBe(section);
  });
});
