import { decodeCursor, encodeCursor } from './keysetCursor';

describe('keyset cursors', () => {
  it('give back the date or instant and id they were made from', () => {
    expect(decodeCursor(encodeCursor({ key: '2026-03-01', id: 42 }))).toEqual({ key: '2026-03-01', id: 42 });
    const instant = '2026-03-01T10:20:30.123Z';
    expect(decodeCursor(encodeCursor({ key: instant, id: 7 }))).toEqual({ key: instant, id: 7 });
  });

  it.each([
    'not base64 json',
    Buffer.from('{"key":"2026-03-01","id":1}').toString('base64url'),
    Buffer.from('["2026-03-01",-1]').toString('base64url'),
    Buffer.from('["drop table",1]').toString('base64url'),
    Buffer.from('["2026-03-01",1.5]').toString('base64url'),
  ])('refuse %p', (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});
