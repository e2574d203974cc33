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

  it('says how much is done when given a value, and never more than all of it', () => {
    const { rerender } = render(<ProgressBar label="Sent" value={120} max={340} />);
    const bar = screen.getByRole('progressbar', { name: 'Sent' });
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuemax')).toBe('340');
    rerender(<ProgressBar label="Sent" value={400} max={340} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('340');
  });

  it('says a figure past the end in words, so a goal passed is not read as just 100%', () => {
    render(
      <ProgressBar label="Raised" value={12_000} max={10_000} valueText="$12,000.00 raised of $10,000.00" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Raised' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10000');
    expect(bar.getAttribute('aria-valuetext')).toBe('$12,000.00 raised of $10,000.00');
  });

  it('announces loading as a status', () => {
    render(<LoadingState label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
