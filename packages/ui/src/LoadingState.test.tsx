/** @jest-environment ./jest.jsdom-environment.js */
import { render, screen } from '@testing-library/react';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('is a spinner with its label for a short action', () => {
    const { container } = render(<LoadingState label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('.halo-spinner')).not.toBeNull();
    expect(container.querySelector('.halo-skeleton__item')).toBeNull();
  });

  it('draws the shape of what is coming, which assistive technology does not hear', () => {
    const { container } = render(<LoadingState label="Cargando…" shape="cards" count={2} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando…');
    expect(status.className).toContain('halo-skeleton--cards');
    const items = container.querySelectorAll('.halo-skeleton__item');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.halo-spinner')).toBeNull();
  });

  it('draws one bar per row for a table or list', () => {
    const { container } = render(<LoadingState label="Loading…" shape="rows" count={5} />);
    expect(container.querySelectorAll('.halo-skeleton__item')).toHaveLength(5);
    expect(container.querySelectorAll('.halo-skeleton__bar')).toHaveLength(5);
  });
});
