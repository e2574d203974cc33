/** @jest-environment node */
// The first step as the API sends it to `halo-give.js`, which puts it in a shadow root as HTML: there
// no script runs, so every part must be there, in order, already rendered.
import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { renderFirstScreen, type FirstScreenRequest } from './firstScreenServer';
import { shadowCss } from './shadowCss';

const request = (changes: Partial<FirstScreenRequest> = {}): FirstScreenRequest => ({
  // What `GET /api/online-giving/demo` answers, as the loader's request for the record gets it.
  record: JSON.parse(JSON.stringify(testOrganization)) as unknown,
  raw: { org: 'demo' },
  locale: 'en',
  scriptOrigin: 'http://demo.localhost',
  ...changes,
});

/** The HTML without its style sheets, whose rules name `[hidden]` and the like. */
const withoutStyles = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, '<style></style>');

/** The radios of a group, each as `value` and whether it is checked, in order. */
function radios(html: string, name: string): Array<[string, boolean]> {
  return Array.from(html.matchAll(/<input type="radio"[^>]*>/g), ([tag]) => tag)
    .filter((tag) => tag.includes(`name="${name}"`))
    .map((tag) => [/value="([^"]*)"/.exec(tag)?.[1] ?? '', / checked=""/.test(tag)]);
}

/** What a donor reads: the text between tags. */
const words = (html: string) =>
  withoutStyles(html)
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean);

/** Marks of parts rendered apart: a pending boundary, a part sent hidden, a script to move it in. */
function expectComplete(html: string): void {
  const markup = withoutStyles(html);
  expect(markup).not.toContain('<script');
  expect(markup).not.toContain('<template');
  expect(markup).not.toContain('<!--$?-->');
  expect(markup).not.toContain('<!--$!-->');
  expect(markup).not.toMatch(/<[a-z]+[^>]*\shidden[\s=>]/);
}

describe('renderFirstScreen', () => {
  it("renders the church's first step complete, with the element's styles and nothing to run", async () => {
    const html = await renderFirstScreen(request());
    expect(html.startsWith(`<style>${shadowCss}</style>`)).toBe(true);
    expectComplete(html);
    expect(withoutStyles(html)).toContain('<div class="halo-give" lang="en" tabindex="-1">');
    expect(words(html)).toEqual(
      expect.arrayContaining(['Online Giving - Grace Community Church', 'Email', 'First name', 'Continue']),
    );
    expect(html).toMatch(/<h1[^>]*>Online Giving - Grace Community Church<\/h1>/);
    expect(radios(html, 'amountChoice')).toEqual([
      ['2500', false],
      ['5000', false],
      ['10000', false],
      ['custom', false],
    ]);
    expect(radios(html, 'frequencyKind')).toEqual([
      ['one_time', true],
      ['recurring', false],
    ]);
    expect(html).toMatch(/<button type="submit"[^>]*>Continue<\/button>/);
    // Funds the church keeps off its giving page are not offered.
    expect(html).toContain('General Fund');
    expect(html).not.toContain('Staff Fund');
  });

  it("paints the element's preset amount and frequency as chosen", async () => {
    const html = await renderFirstScreen(
      request({ raw: { org: 'demo', amount: '50', frequency: 'monthly' } }),
    );
    expectComplete(html);
    expect(radios(html, 'amountChoice').filter(([, checked]) => checked)).toEqual([['5000', true]]);
    expect(radios(html, 'frequencyKind').filter(([, checked]) => checked)).toEqual([['recurring', true]]);
  });

  it('waits for the Spanish words of a Spanish step rather than painting its loading state', async () => {
    const html = await renderFirstScreen(request({ locale: 'es' }));
    expectComplete(html);
    expect(withoutStyles(html)).toContain('<div class="halo-give" lang="es" tabindex="-1">');
    expect(html).toMatch(/<h1[^>]*>Donaciones en línea - Grace Community Church<\/h1>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Continuar<\/button>/);
    expect(words(html)).toEqual(
      expect.arrayContaining(['50,00\u00a0US$', 'Correo electrónico', 'Una sola vez']),
    );
    expect(words(html)).not.toContain('Continue');
    expect(html).not.toContain('role="status"');
  });

  it('refuses a record not shaped as the API sends it, rather than painting a wrong step', async () => {
    const { onlineGiving: _dropped, ...record } = testOrganization;
    await expect(renderFirstScreen(request({ record }))).rejects.toThrow();
  });
});
