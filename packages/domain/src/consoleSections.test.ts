import {
  ADMINISTRATOR_ABILITIES,
  CONSOLE_SECTIONS,
  consoleSectionPath,
  consoleSectionsFor,
  hasAdministratorAbility,
  isConsoleUser,
} from './consoleSections';

const user = (abilities: string[], isHaloAdmin = false) => ({ abilities, isHaloAdmin });

describe('consoleSectionsFor', () => {
  it('gives nothing to a donor, whatever other abilities they hold', () => {
    expect(consoleSectionsFor(null)).toEqual([]);
    expect(consoleSectionsFor(user([]))).toEqual([]);
    expect(consoleSectionsFor(user(['give']))).toEqual([]);
    expect(isConsoleUser(user(['give']))).toBe(false);
  });

  it('gives a Halo administrator every section', () => {
    expect(consoleSectionsFor(user([], true))).toEqual([...CONSOLE_SECTIONS]);
  });

  it('gives an administrator with every ability every section', () => {
    expect(consoleSectionsFor(user([...ADMINISTRATOR_ABILITIES]))).toEqual([...CONSOLE_SECTIONS]);
  });

  it.each([
    [
      'manage-giving',
      [
        'overview',
        'giving-page',
        'funds',
        'websites',
        'embed-code',
        'campaigns',
        'payments',
        'webhooks',
        'api-keys',
        'security',
      ],
    ],
    ['view-gifts', ['overview', 'gifts', 'donors', 'reports', 'deposits', 'security']],
    ['record-gifts', ['overview', 'donors', 'batches', 'import', 'security']],
    ['manage-team', ['overview', 'team', 'security']],
    ['refund-gifts', ['overview', 'security']],
    ['send-statements', ['overview', 'letter-templates', 'security']],
  ])('gives %s its sections, the overview and Security', (ability, sections) => {
    expect(consoleSectionsFor(user([ability]))).toEqual(sections);
    expect(isConsoleUser(user([ability]))).toBe(true);
  });

  it('joins the sections of several abilities in navigation order, once each', () => {
    expect(consoleSectionsFor(user(['manage-team', 'record-gifts', 'view-gifts']))).toEqual([
      'overview',
      'gifts',
      'donors',
      'reports',
      'batches',
      'deposits',
      'import',
      'team',
      'security',
    ]);
  });
});

describe('hasAdministratorAbility', () => {
  it('is true for the ability held and for a Halo administrator', () => {
    expect(hasAdministratorAbility(user(['view-gifts']), 'view-gifts')).toBe(true);
    expect(hasAdministratorAbility(user(['view-gifts']), 'manage-giving')).toBe(false);
    expect(hasAdministratorAbility(user([], true), 'manage-team')).toBe(true);
    expect(hasAdministratorAbility(null, 'manage-team')).toBe(false);
  });
});

describe('consoleSectionPath', () => {
  it('puts the overview at /admin and the others below it', () => {
    expect(consoleSectionPath('overview')).toBe('/admin');
    expect(consoleSectionPath('websites')).toBe('/admin/websites');
  });
});
