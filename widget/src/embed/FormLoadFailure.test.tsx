/** @jest-environment ./jest.jsdom-environment.js */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormLoadFailure } from './FormLoadFailure';

let downloadWorks = false;
function Form() {
  if (!downloadWorks) throw new Error('Loading chunk giving-es failed.');
  return <h1>Donaciones en línea</h1>;
}

it("says in the element's language that the server is out of reach, and renders the form again on Try again", () => {
  const onFailure = jest.fn();
  const onRetry = jest.fn(() => {
    downloadWorks = true;
  });
  // React reports the error a boundary caught; what the donor sees is what this test reads.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(
      <FormLoadFailure locale="es" onFailure={onFailure} onRetry={onRetry}>
        <Form />
      </FormLoadFailure>,
    );
  } finally {
    reported.mockRestore();
  }
  expect(screen.getByRole('alert').textContent).toContain(
    'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
  );
  expect(onFailure).toHaveBeenCalledTimes(1);
  expect(onRetry).not.toHaveBeenCalled();

  act(() => fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' })));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Donaciones en línea');
  expect(screen.queryByRole('alert')).toBeNull();
});
