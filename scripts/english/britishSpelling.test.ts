import { britishSpellingsIn } from './britishSpelling';

describe('britishSpellingsIn', () => {
  it('finds the British spellings of a text, whatever their case', () => {
    expect(
      britishSpellingsIn('In honour of Ruth. Brand Colour: gold. Pay by Cheque.').map(({ word }) => word),
    ).toEqual(['honour', 'Colour', 'Cheque']);
  });

  it('finds -ise verbs and their nouns, and a British cancelled', () => {
    const words = britishSpellingsIn(
      'Authorise this, recognised there, organisation, apologise, summarising; cancelled; centre; licence',
    ).map(({ word }) => word);
    expect(words).toEqual([
      'Authorise',
      'recognised',
      'organisation',
      'apologise',
      'summarising',
      'cancelled',
      'centre',
      'licence',
    ]);
  });

  it('leaves American spellings and English words that only look British alone', () => {
    expect(
      britishSpellingsIn(
        'Authorize the organization to honor a check; canceled gifts; cancellation; promise, exercise, advertise, ' +
          'raise, emphasis, specialist, realism, license, center, color, favorite, enterprise, otherwise',
      ),
    ).toEqual([]);
  });

  it('says what to write instead', () => {
    expect(britishSpellingsIn('Brand colour')).toEqual([{ word: 'colour', american: 'color' }]);
  });
});
