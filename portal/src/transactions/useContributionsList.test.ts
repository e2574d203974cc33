/** @jest-environment ./jest.jsdom-environment.js */
import { act, waitFor } from '@testing-library/react';
import { renderHook, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { DonorContributionFilters } from 'halo_shared/graphql/schemaTypes';
import { contribution } from '@halo/testkit/portal/portalTestData';
import { contributionFilters, initialTransactionsQuery } from './transactionsQuery';
import { useContributionsList } from './useContributionsList';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;
beforeEach(() => fakeGraphql.mockReset());

const GIFTS = Array.from({ length: 120 }, (_, index) => contribution(index));
const ALL = contributionFilters({ ...initialTransactionsQuery, pageSize: 'all' });

function answer(filters: DonorContributionFilters) {
  const items = filters.perPage === null ? GIFTS : GIFTS.slice(0, filters.perPage ?? 20);
  return { donorContributions: { items, totalResults: GIFTS.length, totalAmount: 1234 } };
}

const sentFilters = () =>
  fakeGraphql.mock.calls.map(([, variables]) => (variables as { filters: DonorContributionFilters }).filters);

describe('useContributionsList', () => {
  it('asks All as the first screen then every gift, and a reload of the same list in one go', async () => {
    fakeGraphql.mockImplementation(async (_document, variables: { filters: DonorContributionFilters }) =>
      answer(variables.filters),
    );
    const { result } = renderHook(() => useContributionsList('org_1', ALL));
    await waitFor(() => expect(result.current.state.data?.complete).toBe(true));
    expect(result.current.state.data).toMatchObject({ filters: ALL, totalResults: 120, totalAmount: 1234 });
    expect(result.current.state.data?.items).toHaveLength(120);
    expect(sentFilters().map((filters) => filters.perPage)).toEqual([50, null]);

    act(() => result.current.reload());
    // The rows stay while the refresh runs, so none turns back into a placeholder.
    expect(result.current.state).toMatchObject({ status: 'loading', data: { complete: true } });
    expect(result.current.state.data?.items).toHaveLength(120);
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(sentFilters().map((filters) => filters.perPage)).toEqual([50, null, null]);
  });

  it('keeps the first screen and reports the failure when every gift fails; trying again asks for them', async () => {
    fakeGraphql.mockImplementation(async (_document, variables: { filters: DonorContributionFilters }) => {
      if (variables.filters.perPage === null) throw new Error('down');
      return answer(variables.filters);
    });
    const { result } = renderHook(() => useContributionsList('org_1', ALL));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.data).toMatchObject({ complete: false, totalResults: 120 });
    expect(result.current.state.data?.items).toHaveLength(50);

    fakeGraphql.mockImplementation(async (_document, variables: { filters: DonorContributionFilters }) =>
      answer(variables.filters),
    );
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(result.current.state.data?.complete).toBe(true);
    expect(sentFilters().map((filters) => filters.perPage)).toEqual([50, null, null]);
  });

  it('starts over with the first screen for other filters, and waits while skipped', async () => {
    fakeGraphql.mockImplementation(async (_document, variables: { filters: DonorContributionFilters }) =>
      answer(variables.filters),
    );
    const { result, rerender } = renderHook(
      ({ filters, skip }) => useContributionsList('org_1', filters, { skip }),
      { initialProps: { filters: ALL, skip: true } },
    );
    expect(result.current.state.status).toBe('loading');
    expect(fakeGraphql).not.toHaveBeenCalled();
    rerender({ filters: ALL, skip: false });
    await waitFor(() => expect(result.current.state.data?.complete).toBe(true));
    const recurring = { ...ALL, type: 'recurring' as const };
    rerender({ filters: recurring, skip: false });
    await waitFor(() => expect(result.current.state.data?.filters).toEqual(recurring));
    await waitFor(() => expect(result.current.state.data?.complete).toBe(true));
    expect(sentFilters().slice(2)).toEqual([{ ...recurring, perPage: 50 }, recurring]);
  });
});
