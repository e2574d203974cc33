/** @jest-environment ./jest.jsdom-environment.js */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useGivingFormChunk } from './givingFormChunk';

// The form's chunk, as the hook imports it: it fails to arrive until `mockChunkArrives` says so
// (a module that throws while loading is not kept, so asking again runs this again).
let mockChunkArrives = false;
function MockGivingApp() {
  return null;
}
jest.mock('../giving/GivingApp', () => {
  if (!mockChunkArrives) throw new Error('Loading chunk giving-form failed.');
  return { GivingApp: MockGivingApp };
});

beforeEach(() => {
  // Each test downloads the chunk afresh, as a new page would.
  jest.resetModules();
  mockChunkArrives = false;
});

it('gives nothing while the chunk is on its way, then the form', async () => {
  mockChunkArrives = true;
  const { result } = renderHook(() => useGivingFormChunk());
  expect(result.current.form).toBeNull();
  await waitFor(() => expect(result.current.form).toBe(MockGivingApp));
});

it('gives a form that throws why when the chunk cannot be had, and the form once asked again', async () => {
  const { result } = renderHook(() => useGivingFormChunk());
  await waitFor(() => expect(result.current.form).not.toBeNull());
  const failed = result.current.form as () => unknown;
  expect(failed).not.toBe(MockGivingApp);
  expect(() => failed()).toThrow('Loading chunk giving-form failed.');

  mockChunkArrives = true;
  act(() => result.current.retry());
  // Asking again forgets the failure at once: the loading state shows while the chunk comes.
  expect(result.current.form).toBeNull();
  await waitFor(() => expect(result.current.form).toBe(MockGivingApp));
});
