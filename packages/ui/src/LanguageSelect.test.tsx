/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageSelect } from './LanguageSelect';

const options = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'es', label: 'Español', lang: 'es' },
] as const;

describe('LanguageSelect', () => {
  it('is a labelled select that reports the chosen value', () => {
    const onChange = jest.fn();
    render(<LanguageSelect label="Language" value="en" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('en');
    expect(screen.getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');
    fireEvent.change(select, { target: { value: 'es' } });
    expect(onChange).toHaveBeenCalledWith('es');
  });
});
