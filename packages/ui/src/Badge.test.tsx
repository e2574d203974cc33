/** @jest-environment ./jest.jsdom-environment.js */
import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text with the tone class', () => {
    render(<Badge tone="warning">Test mode</Badge>);
    expect(screen.getByText('Test mode').className).toBe('halo-badge halo-badge--warning');
  });
});
