import { defaultAttributes, parseAttribute, parseAttributes } from './attributes';

function element(attributes: Record<string, string>) {
  return { getAttribute: (name: string) => attributes[name] ?? null };
}

describe('parseAttributes', () => {
  it('reads every attribute', () => {
    const warn = jest.fn();
    expect(
      parseAttributes(
        element({
          org: ' Demo ',
          locale: 'ES',
          amount: '25.5',
          fund: 'Building Fund',
          frequency: 'monthly',
          variant: 'page',
          api: 'https://api.halo.give/some/path',
          campaign: ' Building-Fund ',
        }),
        warn,
      ),
    ).toEqual({
      org: 'demo',
      locale: 'es',
      amount: 2550,
      fund: 'Building Fund',
      frequency: 'monthly',
      variant: 'page',
      api: 'https://api.halo.give',
      campaign: 'building-fund',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the defaults for absent optional attributes and warns only about the missing org', () => {
    const warn = jest.fn();
    expect(parseAttributes(element({}), warn)).toEqual(defaultAttributes);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/org attribute is required/);
  });

  it.each([
    ['org', 'not a subdomain!', null],
    ['org', '', null],
    ['locale', 'fr', null],
    ['amount', '-5', null],
    ['amount', '0', null],
    ['amount', '12.345', null],
    ['amount', '1e3', null],
    ['fund', '   ', null],
    ['frequency', 'annually', 'one_time'],
    ['variant', 'popup', 'embed'],
    ['api', 'javascript:alert(1)', null],
    ['api', '/relative', null],
    ['campaign', 'Building Fund', null],
    ['campaign', '-fund', null],
  ] as const)('%s="%s" warns and falls back to %p', (name, raw, fallback) => {
    const warn = jest.fn();
    expect(parseAttribute(name, raw, warn)).toBe(fallback);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`${name}="${raw}"`);
  });

  it.each(['quarterly', 'yearly'])('frequency="%s" preselects that schedule', (raw) => {
    const warn = jest.fn();
    expect(parseAttribute('frequency', raw, warn)).toBe(raw);
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns a decimal amount into integer cents', () => {
    const warn = jest.fn();
    expect(parseAttribute('amount', '50', warn)).toBe(5000);
    expect(parseAttribute('amount', '0.07', warn)).toBe(7);
    expect(parseAttribute('amount', '19.99', warn)).toBe(1999);
  });
});
