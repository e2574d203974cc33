import { documentTitle } from './documentTitle';
import { hostMessages } from './hostMessages';
import { routeNamed } from './navigation/routes';
import { pageTitle } from './pageTitle';

// A stand-in for i18next's `t` over the English messages.
function t(key: string, options: Record<string, unknown> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hostMessages.en);
  return String(value).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
}

describe('pageTitle', () => {
  it('titles the giving page after the church', () => {
    expect(documentTitle(pageTitle(routeNamed('home'), 'Grace Community Church', t))).toBe(
      'Online Giving - Grace Community Church | Halo Donor',
    );
  });

  it('leaves the giving page untitled until the church is known', () => {
    expect(documentTitle(pageTitle(routeNamed('home'), null, t))).toBe('Halo Donor');
  });

  it('uses the route title elsewhere', () => {
    expect(documentTitle(pageTitle(routeNamed('recurringGifts'), 'Grace', t))).toBe(
      'Recurring gifts | Halo Donor',
    );
    expect(documentTitle(pageTitle(routeNamed('notFound'), null, t))).toBe('Page not found | Halo Donor');
  });
});
