import { welcomeName } from './welcomeName';

describe('welcomeName', () => {
  it('is the first name when there is one, else the display name', () => {
    const person = { firstName: ' Ana ' } as never;
    expect(welcomeName({ person }, 'Ana Ruiz')).toBe('Ana');
    expect(welcomeName({ person: null }, 'ana@example.com')).toBe('ana@example.com');
    expect(welcomeName(null, '')).toBe('');
  });
});
