import { remoteData } from './remoteData';

const pick = (data: { items: string[] }) => data.items;

describe('remoteData', () => {
  it('is loading until the first answer', () => {
    expect(remoteData({ status: 'loading', data: null, error: null }, pick)).toEqual({ status: 'loading' });
  });

  it('picks the list from an answer', () => {
    expect(remoteData({ status: 'success', data: { items: ['a'] }, error: null }, pick)).toEqual({
      status: 'ready',
      data: ['a'],
    });
  });

  it('keeps the list shown while it is asked for again', () => {
    expect(remoteData({ status: 'loading', data: { items: ['a'] }, error: null }, pick)).toEqual({
      status: 'ready',
      data: ['a'],
    });
  });

  it('shows a failure instead of the list', () => {
    const error = new Error('offline');
    expect(remoteData({ status: 'error', data: { items: ['a'] }, error }, pick)).toEqual({
      status: 'error',
      error,
    });
  });
});
