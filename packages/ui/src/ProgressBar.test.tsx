/** @jest-environment ./jest.jsdom-environment.js */
import { render, screen } from '@testing-library/react';
import { LoadingState } from './LoadingState';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar and LoadingState', () => {
  it('is an indeterminate, named progressbar', () => {
    render(<ProgressBar label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('announces loading as a status', () => {
    render(<LoadingState label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
