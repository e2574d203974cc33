/** @jest-environment ./jest.jsdom-environment.js */
import {
  forgetPrefetchedRecords,
  givingRecordUrl,
  prefetchGivingRecord,
  prefetchGivingRecords,
  takePrefetchedFetch,
} from './givingRecordPrefetch';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
let fetchMock: jest.SpyInstance;

beforeEach(() => {
  forgetPrefetchedRecords();
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(answer({})));
  document.body.replaceChildren();
});
afterEach(() => jest.restoreAllMocks());

it("asks for each element's record once, at its api origin or the script's, as a simple GET", () => {
  document.body.innerHTML = `
    <halo-give org=" Demo "></halo-give>
    <halo-give org="demo"></halo-give>
    <halo-give org="hope" api="https://api.example.org/anything"></halo-give>
    <halo-give org="grace" api="javascript:alert(1)"></halo-give>
    <halo-give></halo-give>`;
  prefetchGivingRecords(document, 'https://halo.example');
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    'https://halo.example/api/online-giving/demo',
    'https://api.example.org/api/online-giving/hope',
    'https://halo.example/api/online-giving/grace',
  ]);
  for (const [, init] of fetchMock.mock.calls) {
    expect(init).toEqual({ headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  }
});

it('answers the first GET of a record asked for with that request, and any later one from the network', async () => {
  fetchMock.mockImplementationOnce(() => Promise.resolve(answer({ from: 'loader' })));
  prefetchGivingRecord('https://halo.example', 'demo');
  fetchMock.mockImplementation(() => Promise.resolve(answer({ from: 'network' })));
  const url = givingRecordUrl('https://halo.example', 'demo');

  const first = await takePrefetchedFetch(new Request(url, { headers: { Accept: 'application/json' } }));
  expect(await first.json()).toEqual({ from: 'loader' });
  expect(fetchMock).toHaveBeenCalledTimes(1);

  const again = await takePrefetchedFetch(new Request(url));
  expect(await again.json()).toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('sends other requests as they are: another URL, or a POST to the same one', async () => {
  prefetchGivingRecord('https://halo.example', 'demo');
  const url = givingRecordUrl('https://halo.example', 'demo');
  await takePrefetchedFetch(new Request(url, { method: 'POST', body: '{}' }));
  await takePrefetchedFetch(givingRecordUrl('https://halo.example', 'hope'));
  expect(fetchMock).toHaveBeenCalledTimes(3);
  // The record asked for is still waiting for its GET.
  await takePrefetchedFetch(url);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it("keeps a failed request quiet until it is taken, then fails the taker's fetch", async () => {
  fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
  prefetchGivingRecord('https://halo.example', 'demo');
  await Promise.resolve();
  await expect(takePrefetchedFetch(givingRecordUrl('https://halo.example', 'demo'))).rejects.toThrow(
    'Failed to fetch',
  );
});
