import * as v from 'valibot';
import { ChurchSettingsError } from './ChurchSettingsError';
import { NewChurchSchema } from './createChurch';
import { parseChurchSettings } from './churchFields';
import { normalizeOriginPattern } from './allowedWebsites';

const church = {
  subdomain: 'Cedar',
  name: ' Cedar Hill Church ',
  timeZone: 'america/new_york',
  currency: 'usd',
  adminEmail: 'Pastor@Cedar.Example',
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ChurchSettingsError) return [error.field, error.key];
    throw error;
  }
  return null;
};

describe('a new church', () => {
  it('is read as stored: lowercase subdomain and email, canonical time zone, upper-case codes, defaults', () => {
    expect(parseChurchSettings(NewChurchSchema, church)).toEqual({
      subdomain: 'cedar',
      name: 'Cedar Hill Church',
      timeZone: 'America/New_York',
      currency: 'USD',
      adminEmail: 'pastor@cedar.example',
      country: 'US',
      locale: 'en',
    });
  });

  it.each<[string, Partial<v.InferInput<typeof NewChurchSchema>>, [string, string]]>([
    ['a label with an underscore', { subdomain: 'cedar_hill' }, ['subdomain', 'subdomainInvalid']],
    ['a label ending in a hyphen', { subdomain: 'cedar-' }, ['subdomain', 'subdomainInvalid']],
    ['a label of 64 characters', { subdomain: 'a'.repeat(64) }, ['subdomain', 'subdomainInvalid']],
    ['a reserved label', { subdomain: 'Static' }, ['subdomain', 'subdomainReserved']],
    ['an empty name', { name: '  ' }, ['name', 'nameRequired']],
    ['an offset instead of a zone', { timeZone: '+01:00' }, ['timeZone', 'timeZoneUnknown']],
    ['a made-up currency', { currency: 'ABC' }, ['currency', 'currencyInvalid']],
    ['a currency of three decimals', { currency: 'BHD' }, ['currency', 'currencyInvalid']],
    ['a currency of no decimals', { currency: 'JPY' }, ['currency', 'currencyInvalid']],
    ['a three-letter country', { country: 'USA' }, ['country', 'countryInvalid']],
    ['the unknown region', { country: 'ZZ' }, ['country', 'countryInvalid']],
    ['a third language', { locale: 'fr' as 'en' }, ['locale', 'localeInvalid']],
    ['a bad contact email', { contactEmail: 'office@' }, ['contactEmail', 'emailInvalid']],
  ])('refuses %s, naming the field', (_case, change, expected) => {
    expect(refusal(() => parseChurchSettings(NewChurchSchema, { ...church, ...change }))).toEqual(expected);
  });

  it('says the refusal in Spanish too', () => {
    try {
      parseChurchSettings(NewChurchSchema, { ...church, currency: 'JPY' });
    } catch (error) {
      expect((error as ChurchSettingsError).messageIn('es')).toBe(
        '"JPY" no es un código de moneda ISO 4217 con dos decimales, como USD o EUR.',
      );
    }
    expect.assertions(1);
  });
});

describe('an allowed website', () => {
  it.each([
    ['HTTPS://www.CedarHill.org/', 'https://www.cedarhill.org'],
    ['https://*.cedarhill.org', 'https://*.cedarhill.org'],
    ['http://localhost:*', 'http://localhost:*'],
    ['http://*.localhost:8080', 'http://*.localhost:8080'],
  ])('%s is kept as %s', (text, stored) => {
    expect(normalizeOriginPattern(text)).toBe(stored);
  });

  it.each([
    ['a path', 'https://cedarhill.org/give', 'originInvalid'],
    ['no scheme', 'www.cedarhill.org', 'originInvalid'],
    ['an empty label', 'https://www..org', 'originInvalid'],
    ['port 0', 'https://cedarhill.org:0', 'originInvalid'],
    ['a whole top-level domain', 'https://*.org', 'originTooWide'],
    ['every site under a country suffix', 'https://*.co.uk', 'originTooWide'],
    ['every site of a shared host', 'https://*.github.io:*', 'originTooWide'],
  ])('refuses %s', (_case, text, key) => {
    expect(refusal(() => normalizeOriginPattern(text))).toEqual(['origin', key]);
  });
});
