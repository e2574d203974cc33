/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  const options = [
    { value: 'one_time', label: 'One time' },
    { value: 'monthly', label: 'Monthly' },
  ] as const;

  it('is a named group of native radios reporting the chosen value', () => {
    const onChange = jest.fn();
    render(<RadioGroup legend="Frequency" options={options} value="one_time" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Frequency' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'One time' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(onChange).toHaveBeenCalledWith('monthly');
  });

  it('describes the group by its error', () => {
    render(
      <RadioGroup
        legend="Amount"
        options={options}
        value={null}
        onChange={() => {}}
        error="Amount cannot be blank"
      />,
    );
    const group = screen.getByRole('group', { name: 'Amount' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Amount cannot be blank',
    );
  });
});
