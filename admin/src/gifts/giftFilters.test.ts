import { giftFiltersForApi, giftFiltersFromPath, giftsPath, NO_GIFT_FILTERS } from './giftFilters';

describe('gift filters in the address', () => {
  it('reads every filter from the query string and writes the same path back', () => {
    const path =
      '/admin/gifts?from=2026-01-01&to=2026-03-31&fund=fund_1&status=refunded&search=ana+ruiz&donor=usr_9&deposit=dep_3';
    const filters = giftFiltersFromPath(path);
    expect(filters).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      fundPrefixedId: 'fund_1',
      status: 'refunded',
      donorSearch: 'ana ruiz',
      donorPrefixedId: 'usr_9',
      depositPrefixedId: 'dep_3',
    });
    expect(giftsPath(filters)).toBe(path);
  });

  it('ignores an unknown status and leaves unset filters out of the path', () => {
    expect(giftFiltersFromPath('/admin/gifts?status=stolen').status).toBe('');
    expect(giftsPath({ ...NO_GIFT_FILTERS, fundPrefixedId: ' fund_2 ' })).toBe('/admin/gifts?fund=fund_2');
    expect(giftsPath(NO_GIFT_FILTERS)).toBe('/admin/gifts');
  });

  it('asks the API for no filters when none is set, and nulls for the unset ones otherwise', () => {
    expect(giftFiltersForApi(NO_GIFT_FILTERS)).toBeNull();
    expect(giftFiltersForApi({ ...NO_GIFT_FILTERS, status: 'failed' })).toEqual({
      startDate: null,
      endDate: null,
      fundPrefixedId: null,
      status: 'failed',
      donorSearch: null,
      donorPrefixedId: null,
      depositPrefixedId: null,
      disputed: null,
    });
    // "Disputed" is no gift status: it asks for the gifts with a dispute, whatever their status.
    expect(giftFiltersForApi({ ...NO_GIFT_FILTERS, status: 'disputed' })).toMatchObject({
      status: null,
      disputed: true,
    });
  });
});
