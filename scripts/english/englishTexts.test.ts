import { englishTextsOf } from './englishTexts';

describe('englishTextsOf', () => {
  it('reads the texts of a `const en`, a `…En` and an `en` property, leaving Spanish and keys out', () => {
    const source = `
      const en = { 'method.cheque': 'Check (offline)', nested: { honor: 'In honor of' } };
      const es = { 'method.cheque': 'Cheque (fuera de línea)' };
      export const givingMessagesEn = { title: 'Online Giving' };
      const texts = { en: { subject: \`\${sender} gave a gift in honor of \${person}\` }, es: { subject: 'Donación' } };
      const notEnglish = 'Brand colour';
    `;
    expect(englishTextsOf('messages.ts', source)).toEqual([
      'Check (offline)',
      'In honor of',
      'Online Giving',
      '',
      ' gave a gift in honor of ',
      '',
    ]);
  });
});
