import { apiKeyAbilitiesOf, apiKeyAllows, grantableApiKeyAbilities, looksLikeApiKey } from './apiKey';

describe('grantableApiKeyAbilities', () => {
  const treasurer = { abilities: ['view-gifts', 'refund-gifts'], isHaloAdmin: false };

  it('gives a key only abilities its creator holds, in their one order', () => {
    expect(grantableApiKeyAbilities(['view-gifts'], treasurer)).toEqual(['view-gifts']);
    expect(
      grantableApiKeyAbilities(['manage-giving', 'view-gifts'], { abilities: [], isHaloAdmin: true }),
    ).toEqual(['view-gifts', 'manage-giving']);
  });

  it('refuses an ability beyond the creator, one a key may not hold, or none', () => {
    expect(grantableApiKeyAbilities(['manage-giving'], treasurer)).toBeNull();
    expect(grantableApiKeyAbilities(['refund-gifts'], treasurer)).toBeNull();
    expect(grantableApiKeyAbilities([], treasurer)).toBeNull();
  });

  it('offers the creator the key abilities they hold', () => {
    expect(apiKeyAbilitiesOf(treasurer)).toEqual(['view-gifts']);
  });
});

describe('apiKeyAllows and looksLikeApiKey', () => {
  it('lets a key read what any of its abilities allows', () => {
    expect(apiKeyAllows(['manage-giving'], ['view-gifts', 'manage-giving'])).toBe(true);
    expect(apiKeyAllows(['manage-giving'], ['view-gifts'])).toBe(false);
  });

  it('knows a key by its start and length', () => {
    expect(looksLikeApiKey(`hg_live_${'a'.repeat(43)}`)).toBe(true);
    expect(looksLikeApiKey(`hg_live_${'a'.repeat(42)}`)).toBe(false);
    expect(looksLikeApiKey('session-cookie')).toBe(false);
  });
});
