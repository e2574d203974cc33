import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('appends the product name to a page title', () => {
    expect(documentTitle('Transactions')).toBe('Transactions | Halo Donor');
    expect(documentTitle('Online Giving - Grace Community Church')).toBe(
      'Online Giving - Grace Community Church | Halo Donor',
    );
  });

  it.each([undefined, null, '', '   '])('is only the product name without a title (%j)', (title) => {
    expect(documentTitle(title)).toBe('Halo Donor');
  });
});
