/** @jest-environment ./jest.jsdom-environment.js */
import { act, waitFor } from '@testing-library/react';
import { renderHook, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { SelfServicePaymentMethodsDocument } from '../graphql/operations/portal-self-service.generated';
import { mastercard, visaCard } from '@halo/testkit/selfService/fixtures';
import { useGraphqlQuery } from './useGraphqlQuery';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;
beforeEach(() => fakeGraphql.mockReset());

const useCards = (organizationPrefixedId: string | null) =>
  useGraphqlQuery(
    SelfServicePaymentMethodsDocument,
    { organizationPrefixedId: organizationPrefixedId ?? '' },
    { skip: !organizationPrefixedId },
  );

describe('useGraphqlQuery', () => {
  it('waits while skipped, then answers', async () => {
    fakeGraphql.mockResolvedValue({ donorPaymentMethods: [visaCard] });
    const { result, rerender } = renderHook(({ organization }) => useCards(organization), {
      initialProps: { organization: null as string | null },
    });
    expect(result.current.state.status).toBe('loading');
    expect(fakeGraphql).not.toHaveBeenCalled();

    rerender({ organization: 'org_1' });
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(result.current.state.data).toEqual({ donorPaymentMethods: [visaCard] });
  });

  it('changes what is shown after a mutation, and a reload shows the server’s answer again', async () => {
    fakeGraphql.mockResolvedValue({ donorPaymentMethods: [visaCard, mastercard] });
    const { result } = renderHook(() => useCards('org_1'));
    await waitFor(() => expect(result.current.state.status).toBe('success'));

    act(() =>
      result.current.update((data) => ({ donorPaymentMethods: data.donorPaymentMethods.slice(0, 1) })),
    );
    expect(result.current.state.data).toEqual({ donorPaymentMethods: [visaCard] });

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.data?.donorPaymentMethods).toHaveLength(2));
    expect(fakeGraphql).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure as it is: nothing to change', async () => {
    fakeGraphql.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useCards('org_1'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));

    act(() => result.current.update(() => ({ donorPaymentMethods: [visaCard] })));
    expect(result.current.state).toMatchObject({ status: 'error', data: null });
  });

  it('drops the answer to older variables', async () => {
    let answerFirst: (value: unknown) => void = () => undefined;
    fakeGraphql
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ donorPaymentMethods: [mastercard] });
    const { result, rerender } = renderHook(({ organization }) => useCards(organization), {
      initialProps: { organization: 'org_1' },
    });
    rerender({ organization: 'org_2' });
    await waitFor(() => expect(result.current.state.status).toBe('success'));

    await act(async () => answerFirst({ donorPaymentMethods: [visaCard] }));
    expect(result.current.state.data).toEqual({ donorPaymentMethods: [mastercard] });
  });
});
