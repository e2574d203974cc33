/** @jest-environment ./jest.jsdom-environment.js */
import { render, screen } from '@testing-library/react';
import { PageHeading } from './PageHeading';
import { ProductLogo } from './ProductLogo';

describe('ProductLogo and PageHeading', () => {
  it('is an image named after the product', () => {
    render(<ProductLogo />);
    expect(screen.getByRole('img', { name: 'Halo Give' })).toBeTruthy();
  });

  it('renders a heading of the requested level', () => {
    render(<PageHeading level={2}>Dashboard</PageHeading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' }).className).toBe('halo-heading');
  });
});
