/** @jest-environment ./jest.jsdom-environment.js */
import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and has no error state by default', () => {
    render(<TextField label="Email" defaultValue="" hint="For the receipt" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
  });

  it('ties the error to the input with aria-describedby and aria-invalid', () => {
    render(<TextField label="Email" error="This must be a valid email" defaultValue="x" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('This must be a valid email');
  });
});
