/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RetryButton } from './RetryButton';

/** A frame holding a failure with its Try again, which asking again replaces. */
function FailedPanel({ onRetry }: { onRetry: () => void }) {
  const [failed, setFailed] = useState(true);
  return (
    <main tabIndex={-1} aria-label="content">
      <section>
        {failed ? (
          <div role="alert">
            <p>Something went wrong, please try again.</p>
            <RetryButton
              onRetry={() => {
                onRetry();
                setFailed(false);
              }}
            >
              Try again
            </RetryButton>
          </div>
        ) : (
          <p>Loading…</p>
        )}
      </section>
    </main>
  );
}

describe('RetryButton', () => {
  it('asks again and leaves the focus on the nearest frame that holds it, not on the page body', () => {
    const onRetry = jest.fn();
    render(<FailedPanel onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    button.focus();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main', { name: 'content' }));
  });

  it('still asks again where no frame can hold the focus', () => {
    const onRetry = jest.fn();
    render(<RetryButton onRetry={onRetry}>Try again</RetryButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
