import { embedSnippet, isEmbedAmount } from './embedSnippet';

const choices = { org: 'demo', fund: null, amount: null, frequency: 'one_time', locale: null } as const;

describe('embed snippet', () => {
  it('is the script and the bare element by default', () => {
    expect(embedSnippet('https://demo.halo.give', choices)).toBe(
      '<script src="https://demo.halo.give/halo-give.js" defer></script>\n<halo-give org="demo"></halo-give>',
    );
  });

  it('writes the chosen attributes, a fund name with quotes as HTML text', () => {
    expect(
      embedSnippet('http://demo.localhost:8080', {
        org: 'demo',
        fund: 'Youth "Go" & Grow',
        amount: ' 25.50 ',
        frequency: 'monthly',
        locale: 'es',
      }).split('\n')[1],
    ).toBe(
      '<halo-give org="demo" fund="Youth &quot;Go&quot; &amp; Grow" amount="25.50" frequency="monthly" locale="es"></halo-give>',
    );
  });

  it('leaves out an amount the element would refuse', () => {
    expect(isEmbedAmount('25.505')).toBe(false);
    expect(isEmbedAmount('abc')).toBe(false);
    expect(embedSnippet('', { ...choices, amount: '-5' })).not.toContain('amount=');
  });
});
