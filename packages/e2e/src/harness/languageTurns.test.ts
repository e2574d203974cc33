// The languages take turns over a file's tests: each test is defined once, in one language's block,
// and a test for every language is defined in each. No browser: this is the harness's own rule.
import { testsTakingTurns } from './languageTurns';

const LANGUAGES = ['en', 'es'] as const;
const ran: string[] = [];

describe.each(LANGUAGES)('a file written for every language, in %s', (language) => {
  const it = testsTakingTurns(LANGUAGES, language);
  it('registers', () => {
    ran.push(`registers in ${language}`);
  });
  describe('nested', () => {
    it('pauses', () => {
      ran.push(`pauses in ${language}`);
    });
    it.everyLanguage('fits a 320 px phone', () => {
      ran.push(`fits in ${language}`);
    });
  });
  it('exports', () => {
    ran.push(`exports in ${language}`);
  });
});

it('ran each test once, the languages taking turns, and the phone in both', () => {
  expect(ran).toEqual(['registers in en', 'fits in en', 'exports in en', 'pauses in es', 'fits in es']);
});

it('refuses a language the file does not have', () => {
  expect(() => testsTakingTurns(LANGUAGES, 'fr')).toThrow("fr is not one of the file's languages (en, es)");
});
