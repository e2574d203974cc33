import { giftImportReason } from './giftImportMessages';

describe('giftImportReason', () => {
  it('says why in English and Spanish, with its values', () => {
    expect(giftImportReason('en', 'fundUnknown', { value: 'Roof' })).toBe(
      'the church has no fund "Roof": add it with fund:add, or import with --create-funds',
    );
    expect(giftImportReason('es', 'amountOutOfRange', { max: '1000000.00' })).toBe(
      'debe estar entre 0.01 y 1000000.00',
    );
  });
});
