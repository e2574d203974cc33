/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CardFields, type CardFieldsProps } from './CardFields';

const words = {
  legend: 'New card',
  hint: 'Test mode: no money moves.',
  number: 'Card number',
  expiry: 'Expiration (MM/YYYY)',
  cvc: 'Security code (CVC)',
  name: 'Name on card',
};

function Typed(props: Partial<CardFieldsProps>) {
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '', name: '' });
  return (
    <CardFields
      values={values}
      words={words}
      onChange={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
      {...props}
    />
  );
}

describe('CardFields', () => {
  it('is a named group of labelled fields with the names browsers autofill', () => {
    render(<Typed />);
    expect(screen.getByRole('group', { name: 'New card' })).toBeTruthy();
    expect(screen.getByText('Test mode: no money moves.')).toBeTruthy();
    const names = ['Card number', 'Expiration (MM/YYYY)', 'Security code (CVC)', 'Name on card'].map(
      (label) => (screen.getByLabelText(label) as HTMLInputElement).name,
    );
    expect(names).toEqual(['cardNumber', 'cardExpiry', 'cardCvc', 'cardholderName']);
    expect((screen.getByLabelText('Card number') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).required).toBe(false);
  });

  it('masks the number, the expiry and the code as the donor types', () => {
    render(<Typed />);
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4000002500003155' } });
    fireEvent.change(screen.getByLabelText('Expiration (MM/YYYY)'), { target: { value: '122031' } });
    fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '1x23' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ana Ruiz' } });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0025 0000 3155');
    expect((screen.getByLabelText('Expiration (MM/YYYY)') as HTMLInputElement).value).toBe('12/2031');
    expect((screen.getByLabelText('Security code (CVC)') as HTMLInputElement).value).toBe('123');
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Ana Ruiz');
  });

  it('shows each error under its field, announced with it', () => {
    render(<Typed errors={{ number: 'Enter a valid card number.', name: 'Required' }} nameRequired />);
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid card number.',
    );
    expect(screen.getByLabelText('Name on card').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Security code (CVC)').getAttribute('aria-invalid')).toBeNull();
  });
});
