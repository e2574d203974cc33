import * as v from 'valibot';
import { dedicationField } from './dedicationField';
import { issueKeys } from './issueKeys';

describe('dedicationField', () => {
  it('keeps the kind and the name, trimmed, and makes blank optional fields empty', () => {
    expect(v.parse(dedicationField, { kind: 'memory', name: '  Rosa Díaz ' })).toEqual({
      kind: 'memory',
      name: 'Rosa Díaz',
      notify_email: '',
      notify_sender: '',
    });
    expect(
      v.parse(dedicationField, {
        kind: 'honor',
        name: 'Pastor Ann',
        notify_email: ' ann@example.com ',
        notify_sender: 'The Ruiz family',
      }),
    ).toEqual({
      kind: 'honor',
      name: 'Pastor Ann',
      notify_email: 'ann@example.com',
      notify_sender: 'The Ruiz family',
    });
  });

  it.each<[string, unknown, string[]]>([
    ['no kind', { name: 'Rosa' }, ['validation.required']],
    ['another kind', { kind: 'birthday', name: 'Rosa' }, ['validation.required']],
    ['no name', { kind: 'memory', name: '   ' }, ['validation.required']],
    ['a name longer than a name', { kind: 'memory', name: 'x'.repeat(101) }, ['validation.maxLength']],
    [
      'a notification address that is not one',
      { kind: 'memory', name: 'Rosa', notify_email: 'rosa@' },
      ['validation.email'],
    ],
    [
      'a sender longer than a name',
      { kind: 'memory', name: 'Rosa', notify_sender: 'y'.repeat(101) },
      ['validation.maxLength'],
    ],
  ])('refuses %s', (_, input, keys) => {
    expect(issueKeys(dedicationField, input)).toEqual(keys);
  });
});
