/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { subscribeDonorEvents, type DonorEvent } from 'halo_shared/live';
import { testUser } from '@halo/testkit/portal/portalTestData';
import { useDonorEvents } from './useDonorEvents';

jest.mock('halo_shared/live', () => ({
  ...jest.requireActual('halo_shared/live'),
  subscribeDonorEvents: jest.fn(),
}));
withTestApiClient();

const subscribe = jest.mocked(subscribeDonorEvents);
const unsubscribe = jest.fn();

function Listener({ onEvent }: { onEvent: (event: DonorEvent) => void }) {
  useDonorEvents(onEvent);
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  subscribe.mockReset().mockReturnValue(unsubscribe);
  unsubscribe.mockReset();
  testStore().setState({ user: testUser });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useDonorEvents', () => {
  it('subscribes once the first screen’s requests are done and the page was quiet for a second', async () => {
    testStore().getState().beginRequest();
    const onEvent = jest.fn();
    const view = render(<Listener onEvent={onEvent} />);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(subscribe).not.toHaveBeenCalled();

    act(() => testStore().getState().endRequest());
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(subscribe).toHaveBeenCalledTimes(1);
    const [user, handler] = subscribe.mock.calls[0]!;
    expect(user).toEqual({ prefixedId: testUser.prefixedId });

    const event = { name: 'recurring.changed', data: {} } as DonorEvent;
    handler(event);
    expect(onEvent).toHaveBeenCalledWith(event);

    view.unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when unmounted before the page was quiet', async () => {
    const view = render(<Listener onEvent={jest.fn()} />);
    await act(() => jest.advanceTimersByTimeAsync(500));
    view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('does nothing while nobody is signed in', async () => {
    testStore().setState({ user: null });
    render(<Listener onEvent={jest.fn()} />);
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(subscribe).not.toHaveBeenCalled();
  });
});
