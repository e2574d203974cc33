/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and keeps the caller class', () => {
    const onClick = jest.fn();
    render(
      <Button className="extra" onClick={onClick}>
        Give Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Give Now' });
    expect(button).toHaveProperty('type', 'button');
    expect(button.className).toBe('halo-button halo-button--primary extra');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can submit and be secondary', () => {
    render(
      <Button type="submit" variant="secondary">
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveProperty('type', 'submit');
    expect(button.classList.contains('halo-button--secondary')).toBe(true);
  });
});
