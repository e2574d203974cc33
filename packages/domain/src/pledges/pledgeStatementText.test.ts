import { pledgeStatementLine, pledgeStatementText, pledgeStatementTitle } from './pledgeStatementText';

const buildingFund = { campaignName: 'Building Fund', pledged: 100_000, given: 25_000 };

describe('pledgeStatementLine', () => {
  it('writes the campaign, given to date and pledged, with how far along, in English', () => {
    expect(pledgeStatementLine(buildingFund, 'USD', 'en-US', 'en')).toBe(
      'Building Fund: $250.00 given of $1,000.00 pledged (25%)',
    );
  });

  it('writes it in Spanish, money as American Spanish writes it', () => {
    expect(pledgeStatementLine(buildingFund, 'USD', 'es-US', 'es')).toBe(
      'Building Fund: $250.00 dados de $1,000.00 prometidos (25 %)',
    );
  });

  it('says fulfilled once given reaches the pledge, and shows giving past it as given', () => {
    const past = { campaignName: 'Missions', pledged: 50_000, given: 60_000 };
    expect(pledgeStatementLine(past, 'USD', 'en-US', 'en')).toBe(
      'Missions: $600.00 given of $500.00 pledged (fulfilled)',
    );
    expect(pledgeStatementLine(past, 'USD', 'es-US', 'es')).toBe(
      'Missions: $600.00 dados de $500.00 prometidos (cumplida)',
    );
  });

  it('rounds the percent down, so a pledge one cent short is not 100%', () => {
    const short = { campaignName: 'Roof', pledged: 10_000, given: 9_999 };
    expect(pledgeStatementLine(short, 'USD', 'en-US', 'en')).toBe(
      'Roof: $99.99 given of $100.00 pledged (99%)',
    );
  });
});

describe('pledgeStatementText', () => {
  it('is empty when the statement lists no pledge', () => {
    expect(pledgeStatementText([], 'USD', 'en-US', 'en')).toBe('');
  });

  it('puts the heading above a line per pledge', () => {
    const roof = { campaignName: 'Roof', pledged: 20_000, given: 0 };
    expect(pledgeStatementText([buildingFund, roof], 'USD', 'en-US', 'en')).toBe(
      [
        'Pledges',
        '- Building Fund: $250.00 given of $1,000.00 pledged (25%)',
        '- Roof: $0.00 given of $200.00 pledged (0%)',
      ].join('\n'),
    );
    expect(pledgeStatementTitle('es')).toBe('Promesas');
  });
});
