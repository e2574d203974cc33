/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { FlashMessage } from './FlashMessage';

describe('FlashMessage', () => {
  it('keeps an empty live region while closed', () => {
    render(
      <FlashMessage open={false} text="Copied!" level="success" onClose={jest.fn()} closeLabel="Close" />,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces success politely and closes on a click on the message', () => {
    const onClose = jest.fn();
    render(<FlashMessage open text="Copied!" level="success" onClose={onClose} closeLabel="Close" />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByText('Copied!'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces errors as an alert, and the close button closes it', () => {
    const onClose = jest.fn();
    render(
      <FlashMessage
        open
        text="Something went wrong"
        level="error"
        onClose={onClose}
        closeLabel="Close message"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is held while the pointer or the focus is on it', () => {
    const onHold = jest.fn();
    const onRelease = jest.fn();
    render(
      <FlashMessage
        open
        text="Saved"
        level="success"
        onClose={jest.fn()}
        onHold={onHold}
        onRelease={onRelease}
        closeLabel="Close"
      />,
    );
    fireEvent.mouseEnter(screen.getByText('Saved'));
    fireEvent.mouseLeave(screen.getByText('Saved'));
    fireEvent.focus(screen.getByRole('button', { name: 'Close' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Close' }));
    expect(onHold).toHaveBeenCalledTimes(2);
    expect(onRelease).toHaveBeenCalledTimes(2);
  });
});
