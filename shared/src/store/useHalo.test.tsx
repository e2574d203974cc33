/** @jest-environment ./jest.jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import { haloStore } from './haloStore';
import { useHalo } from './useHalo';

function PendingCount() {
  const pending = useHalo((state) => state.pendingRequests);
  return <output>{pending}</output>;
}

describe('useHalo', () => {
  it('renders the selected state and follows changes', () => {
    render(<PendingCount />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => haloStore.getState().beginRequest());
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => haloStore.getState().endRequest());
    expect(screen.getByRole('status').textContent).toBe('0');
  });
});
