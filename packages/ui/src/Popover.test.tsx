/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens and closes from its button, which says whether it is expanded', () => {
    const onOpen = jest.fn();
    render(
      <Popover trigger="Notifications" onOpen={onOpen}>
        <p>Gift received</p>
      </Popover>,
    );
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Gift received')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent).toBe(
      'Gift received',
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', () => {
    render(<Popover trigger="Menu">{(close) => <button onClick={close}>Profile</button>}</Popover>);
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const inner = screen.getByRole('button', { name: 'Profile' });
    inner.focus();
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when something outside is clicked', () => {
    render(
      <>
        <Popover trigger="Menu">
          <p>Inside</p>
        </Popover>
        <p>Outside</p>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.mouseDown(screen.getByText('Inside'));
    expect(screen.getByText('Inside')).toBeTruthy();
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByText('Inside')).toBeNull();
  });
});
