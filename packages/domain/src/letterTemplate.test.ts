import * as v from 'valibot';
import {
  LETTER_BODY_MAX,
  LETTER_TITLE_MAX,
  letterTemplateRefusals,
  letterTemplateTextSchema,
  unknownPlaceholders,
} from './letterTemplate';

const good = { title: 'Year-end letter', subject: 'Your {{period}} statement', body: 'Dear {{donorName}},' };

describe('letter templates', () => {
  it('accepts the four placeholders a statement fills in, with spaces inside the braces', () => {
    expect(unknownPlaceholders('{{donorName}} {{ period }} {{total}} {{churchName}}')).toEqual([]);
    expect(letterTemplateRefusals(good)).toEqual([]);
  });

  it('names each unknown placeholder once, as written, including empty braces', () => {
    expect(unknownPlaceholders('{{donor}} {{donor}} {{Total}} {{}} {{donorName}}')).toEqual([
      '{{donor}}',
      '{{Total}}',
      '{{}}',
    ]);
    expect(letterTemplateRefusals({ ...good, body: 'Dear {{firstName}}' })).toEqual([
      { field: 'body', reason: 'unknownPlaceholders', names: ['{{firstName}}'] },
    ]);
  });

  it('needs a title and a body, allows an empty subject, and limits lengths', () => {
    expect(letterTemplateRefusals({ title: ' ', subject: '', body: '' })).toEqual([
      { field: 'title', reason: 'required' },
      { field: 'body', reason: 'required' },
    ]);
    expect(
      letterTemplateRefusals({
        ...good,
        title: 'x'.repeat(LETTER_TITLE_MAX + 1),
        body: 'y'.repeat(LETTER_BODY_MAX + 1),
      }),
    ).toEqual([
      { field: 'title', reason: 'tooLong', max: LETTER_TITLE_MAX },
      { field: 'body', reason: 'tooLong', max: LETTER_BODY_MAX },
    ]);
  });

  it('reads outside input as trimmed strings with one kind of line end', () => {
    expect(v.parse(letterTemplateTextSchema, { title: ' A ', subject: ' S ', body: 'a\r\nb\rc \n' })).toEqual(
      {
        title: 'A',
        subject: 'S',
        body: 'a\nb\nc',
      },
    );
    expect(v.safeParse(letterTemplateTextSchema, { title: 1, subject: '', body: '' }).success).toBe(false);
  });
});
