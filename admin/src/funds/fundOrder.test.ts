import { movedFundOrder } from './fundOrder';

describe('movedFundOrder', () => {
  it('moves a fund one place up or down', () => {
    expect(movedFundOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedFundOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone past either end', () => {
    expect(movedFundOrder(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedFundOrder(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
